// Settling a store's earnings into the wallet: one Idempotency-Key per intent (this store, this
// amount), kept in sessionStorage so a second tap, a retry after a dropped answer or a reload
// replays the first settlement instead of making another; then the wallet signal takes the new
// figures so the earnings centre shows them without a reload.
import { settleStore, type StoreSettlement } from '../api/store';
import { intentFor, type Intent } from '../api/http';
import { getUserWallet } from '../api/wallet';
import { sessionDraft, shaped } from '../lib/session-draft';
import { wallet } from '../state/wallet';

const isIntent = shaped<Intent>({ key: 'string', fingerprint: 'string' });
const kept = (storeId: number) => sessionDraft(`intent:settle:${storeId}`, isIntent);

export async function settleEarnings(storeId: number, amountFen: number): Promise<StoreSettlement> {
  const intent = intentFor(kept(storeId).read(), `${storeId}|${amountFen}`);
  kept(storeId).save(intent);
  const done = await settleStore(storeId, intent.key);
  kept(storeId).clear();
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
