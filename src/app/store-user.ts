// Where a store user may be (DESIGN.md section 5, steps 4 and 5): the launch flow applies it on
// every app show, and login applies it to the page it returns to, so both agree.
import type { User } from '../api/types';
import { PAGE } from './paths';

/** Roles exempt from the forced store home: municipal, provincial director, CMO reviewer. */
const EXEMPT_ROLE_LEVELS = [20, 30, 40];
/** Pages a store user may stay on. */
const STORE_USER_PAGES: string[] = [
  PAGE.storeHome,
  PAGE.certificationState,
  PAGE.realAuth,
  PAGE.enterpriseCertification,
  PAGE.withdraw,
];

/** 'stay' on one of the allowed pages, 'store-home' when forced there, else null (no rule). */
export function storeUserRule(
  path: string,
  user: Pick<User, 'shopUserStatus' | 'roleLevel'> | null,
): 'stay' | 'store-home' | null {
  if (user?.shopUserStatus !== 1) return null;
  if (STORE_USER_PAGES.includes(path)) return 'stay';
  return EXEMPT_ROLE_LEVELS.includes(user.roleLevel) ? null : 'store-home';
}
