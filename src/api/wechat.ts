// WeChat's server side as the page sees it: the backend signs a page's URL for the JS-SDK (it
// alone holds the jsapi_ticket) and tells the page the deployment's WeChat settings. Both are
// public: a customer who scans a store QR code has no session.
import type { JsSdkSignature, WeChatSettings } from './contract/content';
import { request } from './http';

export type { JsSdkSignature, WeChatSettings } from './contract/content';

/** GET /api/wechat/jsSdkConfig?url= (public): the signature of `url` (no hash). */
export function jsSdkSignature(url: string): Promise<JsSdkSignature> {
  return request<JsSdkSignature>({ url: '/api/wechat/jsSdkConfig', data: { url }, headers: { isToken: false } });
}

/** GET /api/wechat/settings (public). */
export function weChatSettings(): Promise<WeChatSettings> {
  return request<WeChatSettings>({ url: '/api/wechat/settings', headers: { isToken: false } });
}
