// The region tree (provinces, cities, districts) for signing and addresses.
import { request } from './http';
import type { SignLevel } from './limits';
import type { Area } from './types';

/**
 * POST /api/areaCode/areaListH5 (public): provinces, or the children of `parentCode`. With a
 * signing level (`takenAt`) each area says whether it has a director at that level already.
 */
export function areaListH5(parentCode?: string, takenAt?: SignLevel): Promise<Area[]> {
  return request<Area[]>({
    url: '/api/areaCode/areaListH5',
    method: 'POST',
    data: { ...(parentCode ? { parentCode } : {}), ...(takenAt ? { level: takenAt } : {}) },
    headers: { isToken: false },
  });
}
