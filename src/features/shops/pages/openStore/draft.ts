// The store application's draft in sessionStorage: what was typed, the region, the position, the
// uploaded URLs and the Idempotency-Key of a submit under way. A reload or a 401 → login → back
// round trip loses nothing, and a retry of the same application cannot create a second store.
import type { Intent } from '../../../../lib/intent';
import { sessionDraft } from '../../../../lib/session-draft';
import type { RegionNames } from '../../../places';

export interface StorePlace {
  lat: number;
  lng: number;
  /** how the user knows the point: 选择位置's name, or the address picked on 地址管理 */
  label: string;
  /** 选择位置's street address of the place, shown under its name */
  address?: string;
}

export interface OpenStoreDraft {
  name: string;
  contact: string;
  mobile: string;
  region: Partial<RegionNames>;
  detail: string;
  place: StorePlace | null;
  photos: string[];
  licenseUrl: string;
  agreed: boolean;
  intent: Intent | null;
}

export const EMPTY_DRAFT: OpenStoreDraft = {
  name: '',
  contact: '',
  mobile: '',
  region: {},
  detail: '',
  place: null,
  photos: [],
  licenseUrl: '',
  agreed: false,
  intent: null,
};

const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
// a stored draft of another shape (an older version, a tampered one) is dropped
const isDraft = (v: unknown): v is OpenStoreDraft => {
  const d = v as OpenStoreDraft;
  return (
    !!d &&
    typeof d === 'object' &&
    ['name', 'contact', 'mobile', 'detail', 'licenseUrl'].every(
      (k) => typeof d[k as keyof OpenStoreDraft] === 'string',
    ) &&
    strings(d.photos) &&
    !!d.region &&
    typeof d.region === 'object'
  );
};

const kept = sessionDraft('draft:openStore', isDraft);

export const readDraft = (): OpenStoreDraft => ({ ...EMPTY_DRAFT, ...kept.read() });
export const saveDraft = kept.save;
export const clearDraft = kept.clear;
