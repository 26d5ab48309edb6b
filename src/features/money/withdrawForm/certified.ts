// The real-name gate of the withdraw pages: an uncertified user is sent to 身份认证 with the way
// back, and the authentication screens return here once passed.
import type { User } from '../../../api/types';
import { getH5UserInfo } from '../../../api/user';
import { userInfo } from '../../../app/state/session';
import { redirect, withQuery } from '../../../app/navigation';
import { toast } from '../../../ui/toast';
import { PAGE } from '../../../app/paths';
import { realNameRequired } from '../../../api/errors';

const NOT_CERTIFIED = realNameRequired('提现');

export type WithdrawKind = 'personal' | 'company';

export function canWithdraw(user: User | null, kind: WithdrawKind): boolean {
  if (user?.certStatus !== 2) return false;
  return kind === 'personal' || user.certType === 'enterprise';
}

export function sendToAuthentication(returnTo: string): void {
  toast(NOT_CERTIFIED);
  redirect(withQuery(PAGE.withdrawalAuth, { redirect: returnTo }));
}

/**
 * Resolves true when the user may withdraw. The stored user info may predate a certification
 * that has just passed, so a "no" is checked against a fresh copy before leaving.
 */
export async function ensureCertified(kind: WithdrawKind, returnTo: string): Promise<boolean> {
  if (canWithdraw(userInfo.value, kind)) return true;
  try {
    userInfo.value = await getH5UserInfo();
  } catch {
    return false; // the wrapper has shown why (or gone to login)
  }
  if (canWithdraw(userInfo.value, kind)) return true;
  sendToAuthentication(returnTo);
  return false;
}
