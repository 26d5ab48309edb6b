// The team: members, customers, wash cards, their summaries and invitations.

export interface TeamMember {
  id: number;
  nickname: string;
  /** the member's picture URL, '' when they have none (the app then shows the name's first character) */
  avatar: string;
  mobileMasked: string;
  /** a callable number, only when the backend chooses to share it (the mock never does) */
  mobile?: string;
  level: number;
  teamSize: number;
  salesFen: number;
  joinedAt: string;
}

export interface Customer {
  id: number;
  nickname: string;
  mobileMasked: string;
  cardCount: number;
  lastOrderAt: string | null;
}

export type WashCardStatus = 'unused' | 'used' | 'expired';

export interface WashCard {
  id: number;
  cardNo: string;
  name: string;
  status: WashCardStatus;
  boughtAt: string;
  expireAt: string;
}

/** `myTeamSummary`: the team in figures, by member level (roleLevel values). */
export interface TeamSummary {
  total: number;
  /** members who joined in the current calendar month */
  newThisMonth: number;
  salesFen: number;
  byLevel: { level: number; levelName: string; count: number }[];
}

/** `myWashCardSummary`: how many cards the user holds, by status. */
export interface WashCardSummary {
  total: number;
  unused: number;
  used: number;
  expired: number;
}

/** `sendInvite`: an invitation to a mobile to join the team at a level. */
export interface Invitation {
  id: number;
  mobileMasked: string;
  level: number;
  levelName: string;
  createdAt: string;
}
