// The shape of a store QR link, read by the launch flow and shown by 跳转小程序.
import { STORE_QR_MARK } from '../launch-links';

/** The store QR's parameters and what each means to the person who scanned it. */
export const STORE_QR_PARAMS = [
  { key: 'c', label: '门店' },
  { key: 'r', label: '推荐人' },
  { key: 's', label: '来源' },
] as const;

/** Where a store QR was met (`s`), in words; another code reads as 门店推广. */
const SOURCES: Record<string, string> = {
  qr: '门店二维码',
  poster: '门店海报',
  share: '好友分享',
  table: '门店桌贴',
  card: '门店名片',
};
export const storeQrSource = (code: string): string => SOURCES[code] ?? '门店推广';

export type StoreQrKey = (typeof STORE_QR_PARAMS)[number]['key'];

/** A store QR link needs all of storeQrCode, c=, r= and s=. */
export const isStoreQrLink = (link: string): boolean =>
  link.includes(STORE_QR_MARK) && STORE_QR_PARAMS.every(({ key }) => new RegExp(`[?&]${key}=`).test(link));
