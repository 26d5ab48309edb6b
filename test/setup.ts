// Loaded before every unit/component/integration test (see scripts/test.mjs): the build-time
// constants, CSS imports as no-ops, and a happy-dom document. Node's own fetch, FormData,
// Blob and AbortController stay, so the request wrapper talks to the real mock server.
import { register } from 'node:module';
import { Window } from 'happy-dom';

register('./css-loader.mjs', import.meta.url);

const g = globalThis as Record<string, unknown>;
g.__DEV_TOOLS__ = true;
g.__API_BASE__ = process.env.TEST_API_BASE || '';
g.__ORG_ID__ = '';
g.__WECHAT_AUTHORIZE_URL__ = '';
g.__WECHAT_APP_ID__ = '';
g.__APP_VERSION__ = '1.0.0-test';

const window = new Window({ url: 'http://localhost:3000/', width: 375, height: 667 });
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLTextAreaElement',
  'HTMLButtonElement',
  'HTMLAnchorElement',
  'HTMLImageElement',
  'HTMLVideoElement',
  'HTMLCanvasElement',
  'SVGElement',
  'Text',
  'Comment',
  'DocumentFragment',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'TouchEvent',
  'FocusEvent',
  'InputEvent',
  'UIEvent',
  'PopStateEvent',
  'HashChangeEvent',
  'PageTransitionEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'matchMedia',
  'scrollTo',
  'DOMParser',
  'XMLHttpRequest',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'innerWidth',
  'innerHeight',
  'devicePixelRatio',
  'requestIdleCallback',
  'File',
  'FileReader',
  'Image',
  'URL',
];
for (const key of domGlobals) {
  if (key === 'URL') continue; // keep Node's URL (same API, used by the server side too)
  const value = (window as unknown as Record<string, unknown>)[key];
  if (value === undefined) continue;
  // window's own functions (getComputedStyle, requestAnimationFrame...) need window as `this`
  g[key] = typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(window) : value;
}
g.scrollTo = () => {};
