// A store in brief, at the top of the pages that act on it: photo, name, address, status.
import type { Store } from '../api/types';
import { StoreBadge } from './StoreBadge';
import './store.css';

export function StoreSummary({ store }: { store: Store }) {
  return (
    <section class="store-summary" aria-label="门店">
      {store.photos[0] && <img class="store-summary__photo" src={store.photos[0]} alt="" />}
      <div class="store-summary__text">
        <div class="store-summary__head">
          <h2 class="store-summary__name">{store.name}</h2>
          <StoreBadge status={store.status} />
        </div>
        <p class="store-summary__address">{store.address}</p>
      </div>
    </section>
  );
}
