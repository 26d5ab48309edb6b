// The store home's grid comes from the server; an entry whose path is not a page of the app is
// left out, so the grid never leads to 页面不存在.
import type { StoreHome } from '../../../../api/types';
import { isPage } from '../../../../app/paths';

export type StoreEntry = StoreHome['entries'][number];

/** Entries whose path (without its query, e.g. `?id=4`) is a page of the app. */
export function routedEntries(entries: StoreEntry[]): StoreEntry[] {
  return entries.filter((e) => isPage(e.path.split('?')[0]));
}
