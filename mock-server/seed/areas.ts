// The region tree (province, city, district) from data.ts's AREAS, and the region names other
// collections draw from it.
import type { AreaRow } from '../schema';
import { AREAS } from './data';
import type { Stream } from './random';
import { regionNames } from '../../src/lib/region-name';

export interface City {
  province: string;
  city: string;
  districts: string[];
  code: string;
}

export function buildAreas(): { areas: AreaRow[]; cities: City[] } {
  const areas: AreaRow[] = [];
  const cities: City[] = [];
  for (const line of AREAS.trim().split('\n')) {
    const [head, ...cityLines] = line.split('|');
    const [code, province] = head.split(' ');
    areas.push({ code, name: province, level: 1, parentCode: null });
    cityLines.forEach((c, ci) => {
      const [city, list] = c.split(':');
      const cityCode = `${code.slice(0, 2) + String(ci + 1).padStart(2, '0')}00`;
      areas.push({ code: cityCode, name: city, level: 2, parentCode: code });
      const districts = list.split(',');
      for (const [di, d] of districts.entries()) {
        areas.push({
          code: cityCode.slice(0, 4) + String(di + 1).padStart(2, '0'),
          name: d,
          level: 3,
          parentCode: cityCode,
        });
      }
      cities.push({ province, city, districts, code: cityCode });
    });
  }
  return { areas, cities };
}

export const hangzhouOf = (cities: City[]): City => {
  const city = cities.find((c) => c.city === '杭州市');
  if (!city) throw new Error('seed: data.ts AREAS must list 杭州市');
  return city;
};

/** The city as applyList takes it: under its province, unless it is one (a municipality). */
export const cityRegion = (c: City) => regionNames(c.province, c.city).join('');

/** A district's full name in `c`. */
export const districtRegion = (r: Stream, c: City) => regionNames(c.province, c.city, r.pick(c.districts)).join('');
