// One store of the list: its first photo, name, address and status, a tap to its detail, and
// the action its status allows.
import type { Store } from '../../../../api/types';
import { PAGE } from '../../../../app/paths';
import { withQuery } from '../../../../app/navigation';
import { StoreHeading } from '../../StoreHeading';
import { StoreActions } from '../../StoreActions';

export function StoreItem({ store }: { store: Store }) {
  return (
    <article class="store-item" aria-label={store.name}>
      <a class="store-item__main" href={`#${withQuery(PAGE.storeDetail, { id: String(store.id) })}`}>
        {store.photos[0] ? (
          <img class="store-item__photo" src={store.photos[0]} alt="" loading="lazy" />
        ) : (
          <span class="store-item__photo" aria-hidden="true" />
        )}
        <span class="store-item__text">
          <StoreHeading store={store} inline />
          <span class="store-item__address">{store.address}</span>
          {store.status === 4 && store.reason && <span class="store-item__reason">{store.reason}</span>}
        </span>
      </a>
      <StoreActions store={store} />
    </article>
  );
}
