// A store's name beside its status badge, the top line of every place that shows a store (the
// store home's card, the list's items, the detail page and the pages acting on one store).
import type { Store } from '../../api/types';
import { StoreBadge } from './StoreBadge';
import './store.css';

/** `inline` inside a link (the list's items), where block headings do not belong; `large` on a page about the store. */
export function StoreHeading({ store, inline, large }: { store: Store; inline?: boolean; large?: boolean }) {
  const name = `store-heading__name${large ? ' store-heading__name--large' : ''}`;
  return inline ? (
    <span class="store-heading">
      <span class={name}>{store.name}</span>
      <StoreBadge status={store.status} />
    </span>
  ) : (
    <div class="store-heading">
      <h2 class={name}>{store.name}</h2>
      <StoreBadge status={store.status} />
    </div>
  );
}
