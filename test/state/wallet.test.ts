// The wallet figures (DESIGN.md section 6): one signal the earnings centre and the withdraw pages
// fill from the server; kept in memory only, and only for the session that loaded them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wallet } from '../../src/state/wallet';
import { signIn, token, userInfo } from '../../src/state/session';
import type { User, Wallet } from '../../src/api/types';

const WALLET: Wallet = {
  balanceFen: 1286450,
  withdrawableFen: 1052300,
  frozenFen: 234150,
  totalProfitFen: 3035782,
  todayProfitFen: 41112,
  monthProfitFen: 1137186,
};
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

test('the figures live in memory only: nothing about money is stored, a start has none', async () => {
  signIn('token-0123456789', user(1));
  wallet.value = WALLET;
  const kept = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
  assert.not.ok(
    kept.some((v) => v.includes(String(WALLET.balanceFen))),
    'no wallet figure in localStorage',
  );
  const freshStart = '../../src/state/wallet.ts?start=1'; // a new instance of the module, as at a reload
  const fresh: typeof import('../../src/state/wallet') = await import(freshStart);
  assert.is(fresh.wallet.value, null);
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
