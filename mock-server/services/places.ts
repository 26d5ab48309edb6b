// The map service's side of 选择位置: plausible places around any point, the same ones every time
// for the same point (a random stream seeded by the point, to about 100 m), nearest first, each
// with its region; a keyword keeps those whose name or address has it, and none when none has it,
// as a map search answers (it never makes up a place named by what was typed).
import { NEARBY_PLACES_MAX } from '../../src/api/limits';
import type { NearbyPlace } from '../../src/api/places';
import { distanceMetres } from '../../src/lib/map-point';
import { regionOf } from './place-regions';

const LANDMARKS = ['阳光', '锦绣', '幸福', '金桥', '翠湖', '天虹', '春晓', '海岸', '银杏', '华润', '万象', '星河'];
const KINDS = ['花园', '大厦', '广场', '小区', '公寓', '商场', '中心', '公园', '菜市场', '小学', '医院', '酒店'];
const ROADS = ['人民路', '中山路', '解放路', '建设路', '和平路', '文化路', '学院路', '科技路', '新华路', '长江路'];
const METRES_PER_DEGREE = 111_320;

/** mulberry32: a small seeded random stream */
function stream(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function placesAround(lat: number, lng: number, keyword = ''): NearbyPlace[] {
  const rand = stream(Math.round(lat * 1000) * 100_003 + Math.round(lng * 1000));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const around = (name: string): NearbyPlace => {
    const bearing = rand() * 2 * Math.PI;
    const metres = 40 + rand() * 1500;
    const latitude = lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
    const longitude = lng + (metres * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    const p = { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
    const address = `${pick(ROADS)} ${1 + Math.floor(rand() * 600)} 号`;
    const id = `${p.latitude},${p.longitude}`;
    return {
      id,
      name,
      address,
      ...p,
      distanceMetres: Math.round(distanceMetres({ latitude: lat, longitude: lng }, p)),
      region: regionOf(p.latitude, p.longitude),
    };
  };
  const names = new Set<string>();
  const places: NearbyPlace[] = [];
  for (let i = 0; places.length < NEARBY_PLACES_MAX && i < 100; i++) {
    const name = pick(LANDMARKS) + pick(KINDS);
    if (names.has(name)) continue;
    names.add(name);
    places.push(around(name));
  }
  const found = keyword ? places.filter((p) => p.name.includes(keyword) || p.address.includes(keyword)) : places;
  return found.sort((a, b) => a.distanceMetres - b.distanceMetres).slice(0, NEARBY_PLACES_MAX);
}
