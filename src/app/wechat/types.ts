// The part of WeChat's JS-SDK (`window.wx`, jweixin 1.6) this app calls, typed once.

export interface WxCallbacks<T = unknown> {
  success?: (res: T) => void;
  fail?: (res: { errMsg?: string }) => void;
  cancel?: () => void;
}

export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: readonly string[];
  openTagList: readonly string[];
}

export interface WxLocationResult {
  latitude: number;
  longitude: number;
  /** metres */
  accuracy?: number;
}

export interface WxOpenLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
  /** 1 to 28 */
  scale?: number;
}

/** A share card as WeChat takes it: link and image absolute, the link on a JS-safe domain. */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WxSdk {
  config(config: WxConfig): void;
  ready(cb: () => void): void;
  error(cb: (res: { errMsg?: string }) => void): void;
  /** answered once a config naming it was accepted: how the gate knows a second config's answer */
  checkJsApi(call: { jsApiList: string[] } & WxCallbacks<{ checkResult?: Record<string, boolean> }>): void;
  updateAppMessageShareData(card: ShareCard & WxCallbacks): void;
  updateTimelineShareData(card: Omit<ShareCard, 'desc'> & WxCallbacks): void;
  getLocation(call: { type: 'wgs84' | 'gcj02' } & WxCallbacks<WxLocationResult>): void;
  openLocation(call: WxOpenLocation & WxCallbacks): void;
  /** the web-view bridge: always there, needs no config, works inside a mini-program's web-view only */
  miniProgram?: { navigateTo(call: { url: string } & WxCallbacks): void };
}
