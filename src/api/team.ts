// The partner's own people and cards: team members, customers, wash cards.
import { request } from './http';
import type { CustomerQuery, TeamRecordQuery, WashCardQuery } from './contract/team';
import type { Customer, Page, TeamMember, TeamSummary, WashCard, WashCardSummary } from './types';

export type { CustomerQuery, TeamRecordQuery, WashCardQuery } from './contract/team';

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
