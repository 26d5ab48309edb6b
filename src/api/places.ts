// 选择位置's nearby places: what the map service knows around a point, nearest first, and those
// whose name or address has the keyword when one is typed (none when nothing matches).
import type { NearbyPlace, NearbyQuery } from './contract/places';
import { request } from './http';

export type { NearbyPlace, NearbyQuery, PlaceRegion } from './contract/places';

/** POST /api/map/nearbyPlaces */
export function nearbyPlaces(query: NearbyQuery): Promise<NearbyPlace[]> {
  return request<NearbyPlace[]>({ url: '/api/map/nearbyPlaces', method: 'POST', data: query });
}
