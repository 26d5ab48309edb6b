// One JS-SDK call as one answer. jweixin reports through success / fail / cancel callbacks and,
// when WeChat's bridge is not on the page, drops the call without calling any of them
// (`o.WeixinJSBridge ? WeixinJSBridge.invoke(...) : B(n, i)`, where B only logs in debug mode):
// a call that is never answered counts as failed after a while, so no caller waits for ever.
import type { WxCallbacks } from './types';

export type WxAnswer<T> = { ok: true; res: T } | { ok: false; errMsg: string };

/** The longest a JS-SDK call may stay unanswered. */
export const WX_CALL_WAIT_MS = 10_000;

export function wxCall<T = unknown>(
  run: (callbacks: WxCallbacks<T>) => void,
  ms = WX_CALL_WAIT_MS,
): Promise<WxAnswer<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, errMsg: 'timeout' }), ms);
    const settle = (answer: WxAnswer<T>) => {
      clearTimeout(timer);
      resolve(answer);
    };
    run({
      success: (res) => settle({ ok: true, res }),
      fail: (res) => settle({ ok: false, errMsg: res?.errMsg || 'fail' }),
      cancel: () => settle({ ok: false, errMsg: 'cancel' }),
    });
  });
}
