// The store home's grid comes from the server; an entry whose path is not a page of the app is
// left out, so the grid never leads to 页面不存在.
import type { StoreHome } from '../../../../api/types';
import { isPage, PAGE } from '../../../../app/paths';

export type StoreEntry = StoreHome['entries'][number];

/** The tiles' colours, in turn: white glyphs reach 4.5:1 on each (the design's hues a shade deeper). */
export const ENTRY_COLOURS = ['#cf4617', '#146fed', '#058743', '#2f54eb', '#0d8282', '#9d6a16'];

/** Entries whose path (without its query, e.g. `?id=4`) is a page of the app. */
export function routedEntries(entries: StoreEntry[]): StoreEntry[] {
  return entries.filter((e) => isPage(e.path.split('?')[0]));
}

// The character drawn in each page's tile: the titles share words (门店列表, 门店合同), so their
// first characters would repeat.
const GLYPHS: Record<string, string> = {
  [PAGE.storeList]: '列',
  [PAGE.storeActive]: '激',
  [PAGE.storeInfo]: '资',
  [PAGE.storeSettlement]: '结',
  [PAGE.setEarnings]: '益',
  [PAGE.openStore]: '开',
  [PAGE.storeContract]: '合',
  [PAGE.withdraw]: '提',
};

/** One character per entry, none twice: its page's, else the first of its title not yet drawn. */
export function entryGlyphs(entries: StoreEntry[]): string[] {
  const drawn: string[] = [];
  for (const e of entries) {
    const own = GLYPHS[e.path.split('?')[0]];
    const glyph = own && !drawn.includes(own) ? own : [...e.title].find((c) => !drawn.includes(c));
    drawn.push(glyph ?? e.title[0]);
  }
  return drawn;
}
