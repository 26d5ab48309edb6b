// The region a free-text address names ("广东省深圳市南山区科技园…"), as far as the area tree
// knows it: each level is looked up among the children of the one found before.
import type { Area } from '../../../api/types';
import { loadAreas, ROOT, type RegionNames } from './areas';

// "广东省" is also written "广东", "深圳市" "深圳", "南山区" "南山"
const short = (name: string) => name.replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔|自治州|地区|盟|区|县)+$/u, '');

function found(list: Area[], text: string): Area | undefined {
  return (
    list.find((a) => text.includes(a.name)) ??
    list.find((a) => short(a.name).length >= 2 && text.includes(short(a.name)))
  );
}

/** The province, city and district the text names, as many levels as it names; {} when none. */
export async function regionFromText(text: string): Promise<Partial<RegionNames>> {
  const names: Partial<RegionNames> = {};
  const keys = ['province', 'city', 'district'] as const;
  let parent = ROOT;
  for (const key of keys) {
    const area = found(await loadAreas(parent), text);
    if (!area) break;
    names[key] = area.name;
    if (!area.hasChildren) break;
    parent = area.code;
  }
  return names;
}

/** The region a map service told, when the tree has each of its levels by that very name; else null. */
async function inTree(region: RegionNames): Promise<RegionNames | null> {
  let parent = ROOT;
  for (const name of [region.province, region.city, region.district]) {
    const area = (await loadAreas(parent)).find((a) => a.name === name);
    if (!area) return null;
    parent = area.code;
  }
  return { province: region.province, city: region.city, district: region.district };
}

/**
 * The region of a place picked on 选择位置, as the region picker names it: the map service's region,
 * else the one its address spells out in full; null when neither gives all three levels (the form
 * then asks the partner).
 */
export async function regionOfPlace(place: {
  name: string;
  address: string;
  region?: RegionNames | null;
}): Promise<RegionNames | null> {
  const told = place.region ? await inTree(place.region) : null;
  if (told) return told;
  const spelt = await regionFromText(`${place.address}${place.name}`);
  return spelt.province && spelt.city && spelt.district
    ? { province: spelt.province, city: spelt.city, district: spelt.district }
    : null;
}
