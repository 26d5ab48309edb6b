// The index letter of a province (the pinyin initial of its first character), for the index bar
// of 区域列表. The list is closed: the provinces and regions of China; others go under '#'.
const INITIAL: Record<string, string> = {
  北: 'B',
  天: 'T',
  河: 'H',
  山: 'S',
  内: 'N',
  辽: 'L',
  吉: 'J',
  黑: 'H',
  上: 'S',
  江: 'J',
  浙: 'Z',
  安: 'A',
  福: 'F',
  湖: 'H',
  广: 'G',
  海: 'H',
  重: 'C',
  四: 'S',
  贵: 'G',
  云: 'Y',
  西: 'X',
  陕: 'S',
  甘: 'G',
  青: 'Q',
  宁: 'N',
  新: 'X',
  台: 'T',
  香: 'X',
  澳: 'A',
};

export const initialOf = (name: string): string => INITIAL[name[0]] ?? '#';

// Chinese ordered as a reader looks it up: by pinyin (the zh locale's default collation), not
// by code point or by the area codes the list comes in
const PINYIN = new Intl.Collator('zh-Hans-CN-u-co-pinyin');

/** Items grouped under their initial, the groups in A-Z order ('#' last), each group in pinyin order. */
export function groupByInitial<T extends { name: string }>(items: T[]): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => PINYIN.compare(a.name, b.name))) {
    const letter = initialOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a < b ? -1 : 1))
    .map(([letter, list]) => ({ letter, items: list }));
}

/** How a city is named as a signing region: under its province, unless it is the province (北京市). */
export const cityRegionName = (province: string, city: string): string =>
  province === city ? city : `${province}${city}`;
