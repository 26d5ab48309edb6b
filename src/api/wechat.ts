// WeChat's server side as the page sees it: the backend signs a page's URL for the JS-SDK (it
// alone holds the jsapi_ticket) and tells the page the deployment's WeChat settings. Both are
// public: a customer who scans a store QR code has no session.
import { request } from './http';

/** What `wx.config` needs besides the API lists: the signature of one page URL. */
export interface JsSdkSignature {
  appId: string;
  /** seconds since the epoch */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** The deployment's WeChat settings that are not secret. */
export interface WeChatSettings {
  /** the mini-program a store QR code opens: its original id (gh_…) and the page path it opens */
  miniProgram: { username: string; path: string };
  /** absolute URL of the app's icon, the picture of the default share card */
  shareIconUrl: string;
}

/** GET /api/wechat/jsSdkConfig?url= (public): the signature of `url` (no hash). */
export function jsSdkSignature(url: string): Promise<JsSdkSignature> {
  return request<JsSdkSignature>({ url: '/api/wechat/jsSdkConfig', data: { url }, headers: { isToken: false } });
}

/** GET /api/wechat/settings (public). */
export function weChatSettings(): Promise<WeChatSettings> {
  return request<WeChatSettings>({ url: '/api/wechat/settings', headers: { isToken: false } });
}
