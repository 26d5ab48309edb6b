// The main store: name, address, its status badge and, once rejected, the reason.
import type { Store } from '../../../../api/types';
import { StoreHeading } from '../../StoreHeading';
import { DEFAULT_REJECT_REASON } from '../../status';

export function StoreCard({ store }: { store: Store }) {
  return (
    <section class="store-card" aria-label="主门店">
      <StoreHeading store={store} large />
      <p class="store-card__address">{store.address}</p>
      {store.status === 4 && <p class="store-card__reason">驳回原因：{store.reason || DEFAULT_REJECT_REASON}</p>}
    </section>
  );
}
