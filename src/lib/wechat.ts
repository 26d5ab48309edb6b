// WeChat's built-in browser: its JS-SDK and the mini-program bridge are loaded only there, after
// first paint, and its font scaling is switched off so the layout stays as designed.
const JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const MINI_PROGRAM_BRIDGE = 'https://res.wx.qq.com/open/js/uni.webview.1.5.5.js';

export const isWeChat = (ua = navigator.userAgent) => /MicroMessenger/i.test(ua);
const isAndroid = (ua = navigator.userAgent) => /Android/i.test(ua);

function loadScript(src: string): void {
  const s = document.createElement('script');
  s.src = src;
  s.async = true;
  document.head.appendChild(s);
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

export function setUpWeChat(): void {
  if (!isWeChat()) return;
  if (isAndroid()) fixAndroidFontSize();
  loadScript(JS_SDK);
  loadScript(MINI_PROGRAM_BRIDGE);
}
