// 选择位置's nearby places: what the map service knows around a point, nearest first, and those
// whose name or address has the keyword when one is typed (none when nothing matches).
import { request } from './http';

/** The region a map service tells for a place, in the names of the region tree (areaListH5). */
export interface PlaceRegion {
  province: string;
  city: string;
  district: string;
}

export interface NearbyPlace {
  /** the same place has the same id in every answer */
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** from the point asked about, rounded to the metre */
  distanceMetres: number;
  /** null where the map service cannot tell (open country): the form asks the partner */
  region: PlaceRegion | null;
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
