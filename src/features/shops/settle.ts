// Settling a store's earnings into the wallet: the intent (this store, this amount) and its
// Idempotency-Key are kept in sessionStorage, so a retry after a dropped answer or a reload
// replays the first settlement instead of making another; then the wallet signal takes the new
// figures so the earnings centre shows them without a reload. The page submits through useSubmit.
import { settleStore, type StoreSettlement } from '../../api/store';
import type { Intent } from '../../lib/intent';
import { getUserWallet } from '../../api/wallet';
import { sessionDraft, shaped } from '../../lib/session-draft';
import { wallet } from '../../app/state/wallet';

export interface SettleBody {
  storeId: number;
  amountFen: number;
}

const kept = (storeId: number) =>
  sessionDraft(`intent:settle:${storeId}`, shaped<Intent>({ key: 'string', fingerprint: 'string' }));

/** Where the store's unfinished settlement keeps its key (useSubmit's `keep`). */
export const settleIntent = (storeId: number) => ({
  read: () => kept(storeId).read(),
  write: (intent: Intent | null) => (intent ? kept(storeId).save(intent) : kept(storeId).clear()),
});

export async function settleEarnings({ storeId }: SettleBody, idempotencyKey: string): Promise<StoreSettlement> {
  const done = await settleStore(storeId, idempotencyKey);
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
