// The region tree (provinces, cities, districts) for signing and addresses.
import { request } from './http';
import type { Area } from './types';

/** POST /api/areaCode/areaListH5 (public): provinces, or the children of `parentCode`. */
export function areaListH5(parentCode?: string): Promise<Area[]> {
  return request<Area[]>({
    url: '/api/areaCode/areaListH5',
    method: 'POST',
    data: parentCode ? { parentCode } : {},
    headers: { isToken: false },
  });
}
