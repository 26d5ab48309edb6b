// The wallet figures (DESIGN.md section 6): one signal the earnings centre and the withdraw pages
// fill from the server; the last answer kept for its user (offline, the earnings centre shows it),
// and only for the session that loaded it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wallet } from '../../../src/app/state/wallet';
import { signIn, token, userInfo } from '../../../src/app/state/session';
import type { User } from '../../../src/api/types';
import { WALLET } from '../../helpers/wallet';

const user = (id: number) => ({ id, mobile: `1380000000${id}` }) as User;

test.before.each(() => {
  token.value = '';
  userInfo.value = null;
  wallet.value = null;
  localStorage.clear();
});
test.after.each(() => {
  token.value = '';
  userInfo.value = null;
  wallet.value = null;
  localStorage.clear();
});

// a new instance of the module, as at a reload (the session module stays the same one)
let starts = 0;
const freshStart = (): Promise<typeof import('../../../src/app/state/wallet')> =>
  import(`../../../src/app/state/wallet.ts?start=${++starts}`);

test('the last figures are kept for their user: the next start shows them, marked as kept', async () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  const fresh = await freshStart();
  assert.equal(fresh.wallet.value, WALLET);
  assert.type(fresh.walletKeptAt.value, 'number');
  // an answer of this visit replaces them, and the mark goes
  fresh.wallet.value = { ...WALLET, withdrawableFen: 1 };
  assert.is(fresh.walletKeptAt.value, null);
});

test('a start with no session, or another user, shows no kept figures', async () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  userInfo.value = user(2);
  assert.is((await freshStart()).wallet.value, null);
  token.value = '';
  assert.is((await freshStart()).wallet.value, null);
});

test('a session that ends drops the kept figures from storage too', () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  assert.ok(localStorage.getItem('lastWallet'));
  token.value = '';
  assert.is(localStorage.getItem('lastWallet'), null);
});

test('a session that ends (sign-out, a 401) drops the figures', () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  token.value = '';
  assert.is(wallet.value, null);
});

test('the next user never sees the figures of the one before', () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  signIn('token-9876543210', user(2));
  assert.is(wallet.value, null);
});

test('fresh user info in the same session (launch, pull to refresh) keeps the figures', () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  userInfo.value = { ...user(1), nickname: '张伟' };
  assert.equal(wallet.value, WALLET);
});

test.run();
