// Where the page runs, as far as WeChat is concerned, and the WeChat rules the page and the
// backend both keep. Loading and configuring the JS-SDK is src/app/wechat/sdk.ts's job.

export const isWeChat = (ua = navigator.userAgent) => /MicroMessenger/i.test(ua);
const isAndroid = (ua = navigator.userAgent) => /Android/i.test(ua);

/**
 * Inside a mini-program's web-view: WeChat sets `__wxjs_environment` once its bridge is up and
 * says `miniProgram` in the user agent from the start. The open tag does not work there.
 */
export function inMiniProgramWebView(
  ua = navigator.userAgent,
  env = (globalThis as { __wxjs_environment?: string }).__wxjs_environment,
): boolean {
  return env === 'miniprogram' || /miniProgram/i.test(ua);
}

/** The URL WeChat checks a JS-SDK signature against: the page's address without its hash. */
export const signableUrl = (href: string) => href.split('#')[0];

/** Longest page URL the backend signs; WeChat's own pages stay far below it. */
export const SIGNABLE_URL_MAX = 2048;

/** Why `url` cannot be signed (a message naming the fix), or null when it can. */
export function signableUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return '请传入当前页面的地址 url';
  if (url.length > SIGNABLE_URL_MAX) return `页面地址过长（最多 ${SIGNABLE_URL_MAX} 个字符）`;
  if (url.includes('#')) return '页面地址不能包含 # 及其后的部分，请传 location.href 去掉 hash 后的值';
  try {
    const { protocol } = new URL(url);
    if (protocol === 'http:' || protocol === 'https:') return null;
  } catch {
    // not a URL at all: the message below
  }
  return '页面地址必须是完整的 http(s) 地址';
}

interface WeixinBridge {
  invoke(name: string, args: object, cb?: () => void): void;
  on(name: string, cb: () => void): void;
}

// Android WeChat scales fonts with the user's setting; ask it for the standard size (0) now
// and whenever the user changes it from the menu. iOS is handled in CSS (text-size-adjust).
function fixAndroidFontSize(): void {
  const apply = () => {
    const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
    if (!bridge) return;
    const reset = () => bridge.invoke('setFontSizeCallback', { fontSize: 0 });
    reset();
    bridge.on('menu:setfont', reset);
  };
  if ((window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge) apply();
  else document.addEventListener('WeixinJSBridgeReady', apply, false);
}

/** WeChat's font scaling off (Android); nothing outside WeChat. */
export function fixWeChatFontSize(): void {
  if (isWeChat() && isAndroid()) fixAndroidFontSize();
}

/** Adds a script to the page; resolves when it ran, rejects when it could not load. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`script not loaded: ${src}`));
    document.head.appendChild(s);
  });
}
