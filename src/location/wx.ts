// The location part of WeChat's JS-SDK. It is usable only after wx.config succeeded (wx.ready);
// until then, or outside WeChat, callers use the browser's geolocation instead.
import { isWeChat } from '../lib/wechat';

interface WxCallbacks<T> {
  success?: (res: T) => void;
  fail?: (res: { errMsg?: string }) => void;
  cancel?: () => void;
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

/** The calls of `window.wx` the location helpers use. */
export interface WxLocationSdk {
  ready(cb: () => void): void;
  error?(cb: (res: { errMsg?: string }) => void): void;
  getLocation(call: { type: 'wgs84' | 'gcj02' } & WxCallbacks<WxLocationResult>): void;
  openLocation(call: WxOpenLocation & WxCallbacks<unknown>): void;
}

const sdkOf = (): WxLocationSdk | undefined => (globalThis as { wx?: WxLocationSdk }).wx;

// How long to wait for wx.ready: a page configured at launch is ready long before, and one
// never configured must not keep the user waiting for the browser's own geolocation.
const READY_WAIT_MS = 800;

/** The JS-SDK once it is configured, or null outside WeChat, without the SDK or its config. */
export function configuredWx(): Promise<WxLocationSdk | null> {
  const wx = sdkOf();
  if (!isWeChat() || !wx?.ready || !wx.getLocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), READY_WAIT_MS);
    wx.ready(() => {
      clearTimeout(timer);
      resolve(wx);
    });
    wx.error?.(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}
