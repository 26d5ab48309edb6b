// The address form's draft in sessionStorage, one per address (or one for a new address), so a
// reload, a 401 round trip or a trip to 选择位置 loses no typing.
import type { Address } from '../../../../api/types';
import { readJson, remove, write } from '../../../../lib/storage';

/** What the form edits: an address without its id (the draft's key holds that). */
export type AddressDraft = Omit<Address, 'id'>;

const keyOf = (id: number | null) => `draft:address:${id ?? 'new'}`;

const isDraft = (v: unknown): v is AddressDraft =>
  !!v &&
  typeof v === 'object' &&
  ['name', 'mobile', 'province', 'city', 'district', 'detail'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

export const readDraft = (id: number | null) => readJson<AddressDraft>(keyOf(id), 'session', isDraft);
export const saveDraft = (id: number | null, d: AddressDraft) => write(keyOf(id), d, 'session');
export const clearDraft = (id: number | null) => remove(keyOf(id), 'session');

// What the form edits, field by field: the key order of the objects and a missing coordinate
// (undefined or null) are no change, and neither are spaces around a text, which saving trims.
const comparable = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));

/** Does the draft hold what the saved (or empty) address holds? Leaving an unchanged form asks nothing. */
export function sameDraft(a: AddressDraft, b: AddressDraft): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof AddressDraft)[]);
  return [...fields].every((k) => comparable(a[k]) === comparable(b[k]));
}
