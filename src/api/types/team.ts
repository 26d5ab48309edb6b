// The team: members, customers, wash cards, their summaries and invitations (schemas in
// src/api/contract/team.ts).
export type {
  Customer,
  Invitation,
  TeamMember,
  TeamSummary,
  WashCard,
  WashCardStatus,
  WashCardSummary,
} from '../contract/team';
