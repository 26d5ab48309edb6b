// The user's addresses; exactly one of them is the default at all times.
import { request } from './http';
import type { AddressBody } from './contract/places';
import type { Address, Page, PageQuery } from './types';

export { MAX_ADDRESSES } from './limits';

export type { AddressBody } from './contract/places';

/** POST /api/address/listH5: the user's addresses (at most 20), the default first, then the newest. */
export function addressList(query: PageQuery = {}): Promise<Page<Address>> {
  return request<Page<Address>>({ url: '/api/address/listH5', method: 'POST', data: query });
}

/** POST /api/address/saveH5: creates (no id) or updates (id) an address. */
export function saveAddress(body: AddressBody, idempotencyKey: string): Promise<Address> {
  return request<Address>({ url: '/api/address/saveH5', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/address/deleteH5 (deleting the default makes the newest remaining one default) */
export function deleteAddress(id: number): Promise<void> {
  return request<void>({ url: '/api/address/deleteH5', method: 'POST', data: { id } });
}

/** POST /api/address/setDefaultH5 */
export function setDefaultAddress(id: number): Promise<Address> {
  return request<Address>({ url: '/api/address/setDefaultH5', method: 'POST', data: { id } });
}
