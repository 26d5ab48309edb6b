// A point on the map as WeChat's openLocation / chooseLocation name it, its query form for
// 查看位置, the hand-off of 选择位置's result to the page that opened it, and distances.
import { handBack } from './hand-back';

export interface MapPoint {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  /** 选择位置's places only: the region the map service tells (null: it cannot) */
  region?: { province: string; city: string; district: string } | null;
}

export const validLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
export const validLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

const isRegion = (r: object) =>
  ['province', 'city', 'district'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string');

const isPoint = (v: unknown): v is MapPoint => {
  const p = v as MapPoint;
  return (
    !!p &&
    typeof p === 'object' &&
    validLatitude(p.latitude) &&
    validLongitude(p.longitude) &&
    typeof p.name === 'string' &&
    typeof p.address === 'string' &&
    (p.region == null || isRegion(p.region))
  );
};

const pick = handBack('pick:location', isPoint);

/** 选择位置 leaves its result here; the opener takes it when it shows again. */
export const leavePickedLocation = pick.leave;
/** The point chosen on 选择位置 since the last call, or null; cleared once read. */
export const takePickedLocation = pick.take;

/** The query of 查看位置 for a point (the names of wx.openLocation). */
export const pointQuery = (p: MapPoint): Record<string, string> => ({
  latitude: String(p.latitude),
  longitude: String(p.longitude),
  name: p.name,
  address: p.address,
});

/** The point in 查看位置's query, or null when the coordinates are missing or out of range. */
export function pointFromQuery(q: Record<string, string | undefined>): MapPoint | null {
  const latitude = Number(q.latitude);
  const longitude = Number(q.longitude);
  if (!q.latitude || !q.longitude || !validLatitude(latitude) || !validLongitude(longitude)) return null;
  return { latitude, longitude, name: q.name ?? '', address: q.address ?? '' };
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(
  a: Pick<MapPoint, 'latitude' | 'longitude'>,
  b: Pick<MapPoint, 'latitude' | 'longitude'>,
) {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "850 米", "1.2 公里", "36 公里". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(1, Math.round(metres))} 米`;
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} 公里`;
}

/** The coordinates to 6 decimals (about 0.1 m), as people copy them. */
export const formatCoordinates = (p: Pick<MapPoint, 'latitude' | 'longitude'>) =>
  `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`;
