// The store a page is about, from its `?id=` query: loaded with useResource. A missing or
// malformed id is said at once instead of asking the server.
import { useLocation } from 'preact-iso/router';
import { storeDetail } from '../../api/store';
import type { Store } from '../../api/types';
import { useResource, type Resource } from '../../ui/useResource';

export const BAD_STORE_ID = '门店链接不完整，请从门店列表重新进入';

export function useStore(): { id: number; store: Resource<Store> } {
  const { query } = useLocation();
  const id = /^\d{1,9}$/.test(query.id ?? '') ? Number(query.id) : 0;
  const store = useResource(() => (id ? storeDetail(id) : Promise.reject(new Error(BAD_STORE_ID))), [id], {
    fresh: true,
  });
  return { id, store };
}
