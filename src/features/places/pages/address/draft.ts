// The address form's draft in sessionStorage, one per address (or one for a new address), so a
// reload, a 401 round trip or a trip to 选择位置 loses no typing.
import type { Address } from '../../../../api/types';
import { sessionDraft, shaped } from '../../../../lib/session-draft';

/** What the form edits: an address without its id (the draft's key holds that). */
export type AddressDraft = Omit<Address, 'id'>;

/** A new address's form before any typing. */
export const EMPTY_DRAFT: AddressDraft = {
  name: '',
  mobile: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  lat: null,
  lng: null,
  place: null,
  isDefault: false,
};

const isDraft = shaped<AddressDraft>({
  name: 'string',
  mobile: 'string',
  province: 'string',
  city: 'string',
  district: 'string',
  detail: 'string',
});
const kept = (id: number | null) => sessionDraft(`draft:address:${id ?? 'new'}`, isDraft);

export const readDraft = (id: number | null) => kept(id).read();
export const saveDraft = (id: number | null, d: AddressDraft) => kept(id).save(d);
export const clearDraft = (id: number | null) => kept(id).clear();

// What the form edits, field by field: the key order of the objects and a missing coordinate
// (undefined or null) are no change, and neither are spaces around a text, which saving trims.
const comparable = (v: unknown) =>
  typeof v === 'string' ? v.trim() : v && typeof v === 'object' ? JSON.stringify(v) : (v ?? null);

/** Does the draft hold what the saved (or empty) address holds? Leaving an unchanged form asks nothing. */
export function sameDraft(a: AddressDraft, b: AddressDraft): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof AddressDraft)[]);
  return [...fields].every((k) => comparable(a[k]) === comparable(b[k]));
}
