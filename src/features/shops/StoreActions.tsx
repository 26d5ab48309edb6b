// The buttons of what a store's status allows (status.ts), as links to their pages.
import type { Store } from '../../api/types';
import { storeActions } from './status';
import './store.css';

export function StoreActions({ store }: { store: Pick<Store, 'id' | 'status'> }) {
  const actions = storeActions(store);
  if (!actions.length) return null;
  return (
    <div class="store-actions">
      {actions.map((a, i) => (
        <a key={a.url} class={`store-actions__btn${i === 0 ? ' store-actions__btn--main' : ''}`} href={`#${a.url}`}>
          {a.title}
        </a>
      ))}
    </div>
  );
}
