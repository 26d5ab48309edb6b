// How a region reads: province, city, district, with a municipality (北京市, whose one city has
// the province's name) named once: 北京市东城区, never 北京市北京市东城区.

/** The names to show, in order, the city left out where it repeats the province. */
export function regionNames(province = '', city = '', district = ''): string[] {
  return [province, city === province ? '' : city, district].filter(Boolean);
}
