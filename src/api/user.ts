// The user's own account: login and the user info (other /api/user calls live in their own
// modules: certification, team, feedback).
import { request } from './http';
import { EARLY_PATHS } from './early';
import type { LoginBody, LoginResult, OrgLoginBody } from './contract/people';
import type { User } from './types';

export type { LoginBody, LoginResult, OrgLoginBody } from './contract/people';

/** POST /api/user/loginForH5 when the build has an ORG_ID, else POST /api/user/loginH5. */
export function login(body: LoginBody): Promise<LoginResult> {
  const orgId = __ORG_ID__;
  return orgId
    ? request<LoginResult>({
        url: '/api/user/loginForH5',
        method: 'POST',
        data: { ...body, orgId } satisfies OrgLoginBody,
        headers: { isToken: false },
      })
    : request<LoginResult>({ url: '/api/user/loginH5', method: 'POST', data: body, headers: { isToken: false } });
}

/** GET /api/user/getH5UserInfo */
export function getH5UserInfo(): Promise<User> {
  return request<User>({ url: EARLY_PATHS.user });
}
