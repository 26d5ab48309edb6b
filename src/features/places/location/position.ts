// The phone's position: WeChat's wx.getLocation when the JS-SDK is configured, else (or when
// WeChat refuses, fails or does not answer) the browser's navigator.geolocation. Every failure
// comes back as a LocationError whose message tells the user what happened and what to do
// (type the place in), never a raw error code.
import { wxCall } from '../../../app/wechat/call';
import { wxReady } from '../../../app/wechat/sdk';
import type { WxLocationResult } from '../../../app/wechat/types';

export interface Position {
  latitude: number;
  longitude: number;
  /** metres (radius of 68 % confidence), null when the source does not say */
  accuracy: number | null;
  /** gcj02 from WeChat (what wx.openLocation expects), wgs84 from the browser */
  datum: 'gcj02' | 'wgs84';
}

export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'insecure';

export const LOCATION_MESSAGES: Record<LocationProblem, string> = {
  denied: '未获得定位权限：请在手机设置或浏览器中允许本页面使用位置信息，或手动填写位置',
  unavailable: '暂时无法获取位置：请打开手机的定位服务（GPS）并移到信号更好的地方，或手动填写位置',
  timeout: '定位超时：请稍后重试，或手动填写位置',
  unsupported: '当前浏览器不支持定位，请手动填写位置',
  insecure: '当前页面不是安全连接（https），浏览器不允许定位，请手动填写位置',
};

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(LOCATION_MESSAGES[problem]);
    this.name = 'LocationError';
  }
}

export interface PositionOptions {
  /** ms before giving up (default 10 s) */
  timeout?: number;
  /** the browser may answer from a fix this old (ms, default 30 s) */
  maximumAge?: number;
}

// GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
const BROWSER_PROBLEMS: Record<number, LocationProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

function browserPosition({ timeout = 10_000, maximumAge = 30_000 }: PositionOptions): Promise<Position> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.reject(new LocationError(globalThis.isSecureContext === false ? 'insecure' : 'unsupported'));
  }
  return new Promise((resolve, reject) => {
    // Some WebViews never call back at all: our own timer bounds the wait too.
    const guard = setTimeout(() => reject(new LocationError('timeout')), timeout + 1000);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(guard);
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null,
          datum: 'wgs84',
        });
      },
      (e) => {
        clearTimeout(guard);
        reject(new LocationError(BROWSER_PROBLEMS[e.code] ?? 'unavailable'));
      },
      { enableHighAccuracy: true, timeout, maximumAge },
    );
  });
}

/** The current position, or a LocationError with a message to show. */
export async function currentPosition(options: PositionOptions = {}): Promise<Position> {
  const wx = await wxReady();
  if (wx) {
    const answer = await wxCall<WxLocationResult>(
      (callbacks) => wx.getLocation({ type: 'gcj02', ...callbacks }),
      options.timeout ?? 10_000,
    );
    if (answer.ok) {
      const r = answer.res;
      return {
        latitude: r.latitude,
        longitude: r.longitude,
        accuracy: typeof r.accuracy === 'number' ? r.accuracy : null,
        datum: 'gcj02',
      };
    }
  }
  return browserPosition(options);
}

/** A problem's message for any error thrown while locating. */
export const locationMessage = (e: unknown) => (e instanceof LocationError ? e.message : LOCATION_MESSAGES.unavailable);
