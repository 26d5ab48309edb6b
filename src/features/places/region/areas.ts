// The region tree of areaListH5, loaded one level at a time and kept for the session: in memory
// for this page's life and in sessionStorage so a reload or the next page asks the server again
// for nothing it already answered. One request per level at a time, however many ask.
import { areaListH5 } from '../../../api/area';
import type { Area } from '../../../api/types';
import { readJson, write } from '../../../lib/storage';

const STORE_KEY = 'region.areas';
/** The provinces' key (they have no parent). */
export const ROOT = '';

const isLevels = (v: unknown): v is Record<string, Area[]> => !!v && typeof v === 'object' && !Array.isArray(v);

let levels: Record<string, Area[]> | null = null;
const pending = new Map<string, Promise<Area[]>>();

function loaded(): Record<string, Area[]> {
  levels ??= readJson(STORE_KEY, 'session', isLevels) ?? {};
  return levels;
}

/** The children of `parentCode` (the provinces for ROOT) if already loaded, else undefined. */
export function cachedAreas(parentCode: string = ROOT): Area[] | undefined {
  return loaded()[parentCode];
}

/** The children of `parentCode`, from the cache or the server; a failed load is asked again next time. */
export function loadAreas(parentCode: string = ROOT): Promise<Area[]> {
  const cached = cachedAreas(parentCode);
  if (cached) return Promise.resolve(cached);
  let p = pending.get(parentCode);
  if (!p) {
    p = areaListH5(parentCode || undefined)
      .then((list) => {
        loaded()[parentCode] = list;
        write(STORE_KEY, loaded(), 'session');
        return list;
      })
      .finally(() => pending.delete(parentCode));
    pending.set(parentCode, p);
  }
  return p;
}

/** A region picked by name, as addresses keep it. */
export interface RegionNames {
  province: string;
  city: string;
  district: string;
}

/**
 * Loads the levels on the way to `names` (provinces, that province's cities, that city's
 * districts) so a picker can open on them; stops where a name is not found. `load`: how one level
 * is loaded (the picker's, whose failures it says itself).
 */
export async function loadPath(names: Partial<RegionNames>, load = loadAreas): Promise<void> {
  let parent = ROOT;
  for (const name of [names.province, names.city, names.district]) {
    const list = await load(parent);
    const area = name ? list.find((a) => a.name === name) : undefined;
    if (!area?.hasChildren) return;
    parent = area.code;
  }
}

/** Forgets the cache (tests, or a user switch). */
export function resetAreaCache(): void {
  levels = {};
  pending.clear();
  write(STORE_KEY, levels, 'session');
}
