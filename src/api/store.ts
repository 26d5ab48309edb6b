// Stores: apply, follow the review, activate, set the earnings share, settle earnings.
import { request } from './http';
import type { StoreApplyBody, StoreQrInfo, StoreQuery, StoreSettlement, StoreUnsettled } from './contract/places';
import type { Page, Store, StoreHome } from './types';

export { STORE_MAX_PHOTOS } from './limits';

export type { StoreApplyBody, StoreQrInfo, StoreQuery, StoreSettlement, StoreUnsettled } from './contract/places';

/** POST /api/store/applyH5: a new application (status 0). */
export function applyStore(body: StoreApplyBody, idempotencyKey: string): Promise<Store> {
  return request<Store>({ url: '/api/store/applyH5', method: 'POST', data: body, idempotencyKey });
}

/** POST /api/store/listH5: own stores, newest first. */
export function storeList(query: StoreQuery = {}): Promise<Page<Store>> {
  return request<Page<Store>>({ url: '/api/store/listH5', method: 'POST', data: query });
}

/** POST /api/store/detailH5 (own stores only) */
export function storeDetail(id: number): Promise<Store> {
  return request<Store>({ url: '/api/store/detailH5', method: 'POST', data: { id } });
}

/** POST /api/store/homeH5 */
export function storeHome(): Promise<StoreHome> {
  return request<StoreHome>({ url: '/api/store/homeH5', method: 'POST' });
}

/** POST /api/store/setEarningsH5: the share percent, an integer 1 to 100. */
export function setStoreEarnings(id: number, sharePercent: number): Promise<Store> {
  return request<Store>({ url: '/api/store/setEarningsH5', method: 'POST', data: { id, sharePercent } });
}

/** POST /api/store/activateH5 (approved stores only: status 2 → 3) */
export function activateStore(id: number): Promise<Store> {
  return request<Store>({ url: '/api/store/activateH5', method: 'POST', data: { id } });
}

/** POST /api/store/uploadInfoH5: new licence and photos for a rejected store (4 → 1). */
export function uploadStoreInfo(id: number, licenseUrl: string, photos: string[]): Promise<Store> {
  return request<Store>({ url: '/api/store/uploadInfoH5', method: 'POST', data: { id, licenseUrl, photos } });
}

/** POST /api/store/unsettledH5: one store's unsettled orders and amount. */
export function storeUnsettled(id: number): Promise<StoreUnsettled> {
  return request<StoreUnsettled>({ url: '/api/store/unsettledH5', method: 'POST', data: { id } });
}

/** POST /api/store/settleH5: moves the store's unsettled earnings into the wallet. */
export function settleStore(id: number, idempotencyKey: string): Promise<StoreSettlement> {
  return request<StoreSettlement>({ url: '/api/store/settleH5', method: 'POST', data: { id }, idempotencyKey });
}

/** POST /api/store/qrInfoH5 (public): the store (`c`, its id) and the referrer (`r`, an invite code). */
export function storeQrInfo(c: string, r: string): Promise<StoreQrInfo> {
  return request<StoreQrInfo>({
    url: '/api/store/qrInfoH5',
    method: 'POST',
    data: { c, r },
    headers: { isToken: false },
  });
}
