// Stores: apply, follow the review, activate, set the earnings share, settle earnings.
import { request } from './http';
import type { Page, PageQuery, Store, StoreHome, StoreStatus } from './types';

export { STORE_MAX_PHOTOS } from './limits';

export interface StoreApplyBody {
  name: string;
  address: string;
  lat?: number | null;
  lng?: number | null;
  contact: string;
  mobile: string;
  /** 1 to 9 uploaded image URLs */
  photos: string[];
  licenseUrl: string;
}

export interface StoreQuery extends PageQuery {
  status?: StoreStatus;
}

/** What a settlement moved into the wallet. */
export interface StoreSettlement {
  storeId: number;
  amountFen: number;
  orderCount: number;
  balanceFen: number;
}

/** A store's earnings not yet settled into the wallet: what settleH5 would move now. */
export interface StoreUnsettled {
  storeId: number;
  orderCount: number;
  amountFen: number;
  /** the latest of those orders (at most 20), newest first; `shareFen` is the owner's part */
  orders: { orderNo: string; amountFen: number; shareFen: number; createdAt: string }[];
}

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

/** What a store QR's codes stand for, in words a customer knows; null where a code names nothing. */
export interface StoreQrInfo {
  storeName: string | null;
  referrerNickname: string | null;
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
