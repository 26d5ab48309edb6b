// 选择位置's nearby places: what the map service knows around a point, nearest first, and those
// matching a keyword when one is typed.
import { request } from './http';

export interface NearbyPlace {
  /** the same place has the same id in every answer */
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** from the point asked about, rounded to the metre */
  distanceMetres: number;
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  keyword?: string;
}

/** POST /api/map/nearbyPlaces */
export function nearbyPlaces(query: NearbyQuery): Promise<NearbyPlace[]> {
  return request<NearbyPlace[]>({ url: '/api/map/nearbyPlaces', method: 'POST', data: query });
}
