// The store home's grid comes from the server; an entry whose page is not in the route table is
// left out, so the grid never leads to 页面不存在.
import type { StoreHome } from '../../api/types';
import { isBuilt } from '../../app/paths';

export type StoreEntry = StoreHome['entries'][number];

/** Entries whose path (without its query, e.g. `?id=4`) is a route of the app. */
export function routedEntries(entries: StoreEntry[]): StoreEntry[] {
  return entries.filter((e) => isBuilt(e.path.split('?')[0]));
}
