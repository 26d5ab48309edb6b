// Signing as an area director and the applications around it (/api/applyIdentity/*).
// Flow: apply (status 0) → preview the contract → sign (application 1, contract 2 under
// review) → a CMO approves (application 2, contract 1 signed) or rejects (3 / 3). The leader
// who invited the applicant sees the application and may ignore it (→ 4).
import { request } from './http';
import type {
  ApplyBody,
  ApplyListQuery,
  ContractLink,
  ContractQuery,
  InviteBody,
  PreviewBody,
  ReviewBody,
  SignBody,
} from './contract/signing';
import type { Application, Contract, Invitation, Page, PageQuery, TeamMember } from './types';

export { SIGN_LEVELS, type SignLevel } from './limits';

// the bodies and answers of these calls, as the contract declares them
export type * from './contract/signing';

/** POST /api/applyIdentity/applyList (read): applications, newest first. */
export function applyList(query: ApplyListQuery = {}): Promise<Page<Application>> {
  return request<Page<Application>>({ url: '/api/applyIdentity/applyList', method: 'POST', data: query });
}

/** POST /api/applyIdentity/applyList with `{ level, region }` (write): a new application, status 0. */
export function applyIdentity(body: ApplyBody, idempotencyKey: string): Promise<Application> {
  return request<Application>({ url: '/api/applyIdentity/applyList', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/applyIdentity/sendInvite */
export function sendInvite(body: InviteBody, idempotencyKey: string): Promise<Invitation> {
  return request<Invitation>({ url: '/api/applyIdentity/sendInvite', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/applyIdentity/ignoreApply: an application the caller handles, status 0 or 1 → 4. */
export function ignoreApply(id: number): Promise<Application> {
  return request<Application>({ url: '/api/applyIdentity/ignoreApply', method: 'POST', data: { id } });
}

/** POST /api/applyIdentity/userLevelThreeList: team members below provincial director, who can be invited up. */
export function userLevelThreeList(query: PageQuery & { keyword?: string } = {}): Promise<Page<TeamMember>> {
  return request<Page<TeamMember>>({ url: '/api/applyIdentity/userLevelThreeList', method: 'POST', data: query });
}

/** POST /api/applyIdentity/previewContract */
export function previewContract(body: PreviewBody): Promise<ContractLink> {
  return request<ContractLink>({ url: '/api/applyIdentity/previewContract', method: 'POST', data: body });
}

/** POST /api/applyIdentity/fourSignThreeContract: signs the contract of an application in status 0
 * (400 with field 'code' when the code is wrong or expired, 409 when already signed). */
export function fourSignThreeContract(body: SignBody, idempotencyKey: string): Promise<Contract> {
  return request<Contract>({
    url: '/api/applyIdentity/fourSignThreeContract',
    method: 'POST',
    data: body,
    idempotencyKey,
  });
}

/** POST /api/applyIdentity/cmoConfirmList (CMO reviewers only): applications awaiting review. */
export function cmoConfirmList(query: PageQuery = {}): Promise<Page<Application>> {
  return request<Page<Application>>({ url: '/api/applyIdentity/cmoConfirmList', method: 'POST', data: query });
}

/** POST /api/applyIdentity/cmoReview (CMO reviewers only) */
export function cmoReview(body: ReviewBody, idempotencyKey: string): Promise<Application> {
  return request<Application>({ url: '/api/applyIdentity/cmoReview', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/applyIdentity/cmoReviewUrl: the contract page of an application under review. */
export function cmoReviewUrl(id: number): Promise<ContractLink> {
  return request<ContractLink>({ url: '/api/applyIdentity/cmoReviewUrl', method: 'POST', data: { id } });
}

/** POST /api/applyIdentity/userContractList: own contracts, newest first. */
export function userContractList(query: ContractQuery = {}): Promise<Page<Contract>> {
  return request<Page<Contract>>({ url: '/api/applyIdentity/userContractList', method: 'POST', data: query });
}
