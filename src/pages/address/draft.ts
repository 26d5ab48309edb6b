// The address form's draft in sessionStorage, one per address (or one for a new address), so a
// reload, a 401 round trip or a trip to 选择位置 loses no typing.
import type { Address } from '../../api/types';
import { readJson, remove, write } from '../../lib/storage';

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

export const sameDraft = (a: AddressDraft, b: AddressDraft) => JSON.stringify(a) === JSON.stringify(b);
