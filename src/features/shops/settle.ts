// Settling a store's earnings into the wallet: one Idempotency-Key per intent (this store, this
// amount), kept in sessionStorage so a second tap, a retry after a dropped answer or a reload
// replays the first settlement instead of making another; then the wallet signal takes the new
// figures so the earnings centre shows them without a reload.
import { settleStore, type StoreSettlement } from '../../api/store';
import { intentFor, type Intent } from '../../api/http';
import { getUserWallet } from '../../api/wallet';
import { readJson, remove, write } from '../../lib/storage';
import { wallet } from '../../app/state/wallet';

const keyOf = (storeId: number) => `intent:settle:${storeId}`;
const isIntent = (v: unknown): v is Intent =>
  !!v && typeof (v as Intent).key === 'string' && typeof (v as Intent).fingerprint === 'string';

export async function settleEarnings(storeId: number, amountFen: number): Promise<StoreSettlement> {
  const intent = intentFor(readJson<Intent>(keyOf(storeId), 'session', isIntent), `${storeId}|${amountFen}`);
  write(keyOf(storeId), intent, 'session');
  const done = await settleStore(storeId, intent.key);
  remove(keyOf(storeId), 'session');
  const before = wallet.value;
  if (before) {
    wallet.value = {
      ...before,
      balanceFen: done.balanceFen,
      withdrawableFen: before.withdrawableFen + done.amountFen,
    };
  }
  // the other figures (today's, the month's) are the server's to say
  getUserWallet().then(
    (w) => (wallet.value = w),
    () => {},
  );
  return done;
}
