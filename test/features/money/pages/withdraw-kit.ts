// What the 提现 page tests share: the withdrawal rule, a certified partner signed in, and the fake
// API answering the wallet and the rule besides each suite's own routes.
import { token, userInfo } from '../../../../src/app/state/session';
import type { User } from '../../../../src/api/types';
import { type Answer, fakeApi, type FakeApi } from '../../../helpers/fake-api';

export const RULE = { minFen: 1000, feeRateBp: 60, minFeeFen: 100, dailyMaxFen: 5000000, rulesHtml: '<p>规则</p>' };

/** Signed in as a partner certified as `certType`, with nothing in the session store; the fake API started. */
export function signedInToWithdraw(
  certType: User['certType'],
  wallet: object,
  routes: Record<string, Answer>,
): FakeApi {
  sessionStorage.clear();
  token.value = 't-withdraw';
  userInfo.value = { id: 1, certStatus: 2, certType } as User;
  return fakeApi({
    '/api/userWallet/userWalletH5': { data: wallet },
    '/api/config/getConfig': { data: RULE },
    ...routes,
  });
}

/** Puts back what signedInToWithdraw changed. */
export function signedOut(api: FakeApi) {
  api.restore();
  token.value = '';
  userInfo.value = null;
  sessionStorage.clear();
}
