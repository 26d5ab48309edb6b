// A store in brief, at the top of the pages that act on it: photo, name, address, status.
import type { Store } from '../../api/types';
import { StoreHeading } from './StoreHeading';
import './store.css';

export function StoreSummary({ store }: { store: Store }) {
  return (
    <section class="store-summary" aria-label="门店">
      {store.photos[0] && <img class="store-summary__photo" src={store.photos[0]} alt="" />}
      <div class="store-summary__text">
        <StoreHeading store={store} />
        <p class="store-summary__address">{store.address}</p>
      </div>
    </section>
  );
}
