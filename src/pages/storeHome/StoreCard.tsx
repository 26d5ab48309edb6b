// The main store: name, address, its status badge and, once rejected, the reason.
import type { Store } from '../../api/types';
import { StoreBadge } from '../../store/StoreBadge';
import { DEFAULT_REJECT_REASON } from '../../store/status';

export function StoreCard({ store }: { store: Store }) {
  return (
    <section class="store-card" aria-label="主门店">
      <div class="store-card__head">
        <h2 class="store-card__name">{store.name}</h2>
        <StoreBadge status={store.status} />
      </div>
      <p class="store-card__address">{store.address}</p>
      {store.status === 4 && <p class="store-card__reason">驳回原因：{store.reason || DEFAULT_REJECT_REASON}</p>}
    </section>
  );
}
