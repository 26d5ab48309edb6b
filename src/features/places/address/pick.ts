// The hand-off of 地址管理 opened to choose (`?select=1`) to the page that opened it: the chosen
// address waits in sessionStorage until the caller shows again and takes it (once).
import type { Address } from '../../../api/types';
import { readJson, remove, write } from '../../../lib/storage';

const PICK_KEY = 'pick:address';

const isAddress = (v: unknown): v is Address =>
  !!v && typeof v === 'object' && typeof (v as Address).id === 'number' && typeof (v as Address).detail === 'string';

export function leavePickedAddress(address: Address): void {
  write(PICK_KEY, address, 'session');
}

/** The address chosen on 地址管理 since the last call, or null; cleared once read. */
export function takePickedAddress(): Address | null {
  const address = readJson<Address>(PICK_KEY, 'session', isAddress);
  remove(PICK_KEY, 'session');
  return address;
}

/** The one line an address reads as: region then detail. */
export const fullAddress = (a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${a.province}${a.city}${a.district}${a.detail}`;
