// The partner's own people and cards: team members, customers, wash cards.
import { request } from './http';
import type { TeamSort } from './limits';
import type {
  Customer,
  Page,
  PageQuery,
  TeamMember,
  TeamSummary,
  WashCard,
  WashCardStatus,
  WashCardSummary,
} from './types';

export interface TeamRecordQuery extends PageQuery {
  /** a member level (roleLevel value: 10, 20, 30) */
  level?: number;
  /** part of a nickname, or of the mobile (full digits or the masked form) */
  keyword?: string;
  /** default 'joined' (newest first); 'teamSize' and 'sales' most first */
  sort?: TeamSort;
}

export interface CustomerQuery extends PageQuery {
  /** part of a nickname or of the masked mobile */
  keyword?: string;
}

export interface WashCardQuery extends PageQuery {
  status?: WashCardStatus;
}

/** POST /api/user/myCustomerH5: customers, most recent order first. */
export function myCustomerH5(query: CustomerQuery = {}): Promise<Page<Customer>> {
  return request<Page<Customer>>({ url: '/api/user/myCustomerH5', method: 'POST', data: query });
}

/** POST /api/user/myTeamRecord: team members, newest first unless `sort` says otherwise. */
export function myTeamRecord(query: TeamRecordQuery = {}): Promise<Page<TeamMember>> {
  return request<Page<TeamMember>>({ url: '/api/user/myTeamRecord', method: 'POST', data: query });
}

/** POST /api/user/myTeamRecord with `{ id }`: one member of the team (404 when not in it). */
export function myTeamMember(id: number): Promise<TeamMember> {
  return request<TeamMember>({ url: '/api/user/myTeamRecord', method: 'POST', data: { id } });
}

/** POST /api/user/myTeamSummary */
export function myTeamSummary(): Promise<TeamSummary> {
  return request<TeamSummary>({ url: '/api/user/myTeamSummary', method: 'POST' });
}

/** POST /api/user/myWashCardSummary */
export function myWashCardSummary(): Promise<WashCardSummary> {
  return request<WashCardSummary>({ url: '/api/user/myWashCardSummary', method: 'POST' });
}

/** POST /api/user/myWashCardRecord: cards, most recently bought first. */
export function myWashCardRecord(query: WashCardQuery = {}): Promise<Page<WashCard>> {
  return request<Page<WashCard>>({ url: '/api/user/myWashCardRecord', method: 'POST', data: query });
}
