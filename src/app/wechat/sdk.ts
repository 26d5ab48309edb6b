// The JS-SDK's life in one place: loaded in WeChat only, configured once with a signature the
// backend makes for this page's URL, and handed out through one gate, wxReady(). Nothing else
// calls wx.* before the gate opens. A failed config (an expired ticket, say) is signed once
// more; after a second failure, or outside WeChat, the gate gives null and every caller falls
// back to what a plain browser does.
import { jsSdkSignature, type JsSdkSignature } from '../../api/wechat';
import { isWeChat, loadScript, signableUrl } from '../../lib/wechat';
import type { WxSdk } from './types';

const JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** uni-app's web-view bridge: `uni.webView.navigateTo` inside a mini-program's web-view. */
const MINI_PROGRAM_BRIDGE = 'https://res.wx.qq.com/open/js/uni.webview.1.5.5.js';

/** Every JS-SDK API the app calls: WeChat refuses an API that config did not name. */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'getLocation',
  'openLocation',
] as const;
export const OPEN_TAG_LIST = ['wx-open-launch-weapp'] as const;

/** A config that neither succeeds nor fails in this time counts as failed (the SDK hung). */
const CONFIG_WAIT_MS = 10_000;
const SIGNING_ATTEMPTS = 2;

type Outcome = 'ready' | 'error' | 'timeout';

// The SDK runs its error callback before its ready callbacks when a config fails (ready means
// "config answered", not "config accepted"), so whichever comes first decides.
function configure(wx: WxSdk, s: JsSdkSignature): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), CONFIG_WAIT_MS);
    const settle = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    wx.error(() => settle('error'));
    wx.ready(() => settle('ready'));
    wx.config({
      debug: false,
      appId: s.appId,
      timestamp: s.timestamp,
      nonceStr: s.nonceStr,
      signature: s.signature,
      jsApiList: JS_API_LIST,
      openTagList: OPEN_TAG_LIST,
    });
  });
}

let bridge: Promise<boolean> | null = null;
/** Loads the mini-program bridge (in WeChat only); true once it ran. */
export function miniProgramBridge(): Promise<boolean> {
  if (!isWeChat()) return Promise.resolve(false);
  bridge ??= loadScript(MINI_PROGRAM_BRIDGE).then(
    () => true,
    () => false,
  );
  return bridge;
}

const sdkScript = () =>
  loadScript(JS_SDK).then(
    () => (globalThis as { wx?: WxSdk }).wx ?? null,
    () => null,
  );

async function start(): Promise<WxSdk | null> {
  miniProgramBridge();
  // the signature is asked for while the script loads; a hash route change keeps this URL valid
  const url = signableUrl(location.href);
  let signing = jsSdkSignature(url);
  signing.catch(() => {});
  let wx = await sdkScript();
  for (let attempt = 1; wx?.config && attempt <= SIGNING_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      signing = jsSdkSignature(url);
      // a fresh SDK for the new signature: jweixin keeps the state of its first config, and its
      // ready() would run at once instead of after the second answer (the browser has the script)
      wx = await sdkScript();
      if (!wx?.config) return null;
    }
    const signature = await signing.catch(() => null);
    if (!signature) return null;
    const outcome = await configure(wx, signature);
    if (outcome === 'ready') return wx;
    if (outcome === 'timeout') return null;
  }
  return null;
}

let gate: Promise<WxSdk | null> | null = null;

/**
 * The configured JS-SDK, or null: outside WeChat (nothing loads, no signature is asked for),
 * when the SDK cannot load, or when config failed twice. The first call starts it all.
 */
export function wxReady(): Promise<WxSdk | null> {
  if (!isWeChat()) return Promise.resolve(null);
  gate ??= start();
  return gate;
}

/** Forgets the gate: component tests start each case from a page that never configured. */
export function resetWxSdkForTests(): void {
  gate = null;
  bridge = null;
}
