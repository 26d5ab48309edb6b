// The page half of the simulated WeChat client: injected as WeChat injects its own, it puts
// `window.WeixinJSBridge` (invoke, on) on the page a moment after it starts and then fires
// `WeixinJSBridgeReady` on the document; inside a mini-program's web-view it sets
// `window.__wxjs_environment = 'miniprogram'` first (WeChat's docs read it in that event:
// https://developers.weixin.qq.com/miniprogram/dev/component/web-view.html). Every invoke goes to
// the client half (client.ts) through `window[binding]`, which answers as WeChat would; open tags
// an accepted config named get their `ready` event, now and when they appear later, and a tap on
// a ready one is a launch. Plain JS text: it runs as it is in Chromium and in happy-dom.

export interface PageHalfOptions {
  /** the function on window that reaches the client half and resolves with its answer */
  binding: string;
  webView: boolean;
}

const PAGE_HALF = `
(function (w, o) {
  if (!/^https?:$/.test(w.location.protocol) || w.WeixinJSBridge) return;
  var page = Math.random().toString(36).slice(2);
  var readyTags = [];
  function send(name, args) {
    return w[o.binding]({
      page: page, name: name, args: args ? JSON.parse(JSON.stringify(args)) : null, url: w.location.href,
      android: /android/i.test(w.navigator.userAgent), env: w.__wxjs_environment || ''
    });
  }
  function tellReady(el) {
    if (el.__wxTagReady) return;
    el.__wxTagReady = true;
    el.addEventListener('click', function () {
      send('launchWeApp', { username: el.getAttribute('username'), path: el.getAttribute('path') }).then(function () {
        el.dispatchEvent(new w.CustomEvent('launch', { detail: {} }));
      });
    });
    // WeChat draws the tag in a frame of its own first, then tells it ready
    w.setTimeout(function () { el.dispatchEvent(new w.CustomEvent('ready', { detail: {} })); }, 50);
  }
  function markTags() {
    readyTags.forEach(function (tag) { Array.prototype.forEach.call(w.document.querySelectorAll(tag), tellReady); });
  }
  var bridge = {
    invoke: function (name, args, cb) {
      send(name, args).then(function (answer) {
        if (answer.openTags && answer.openTags.length) {
          readyTags = answer.openTags;
          markTags();
          new w.MutationObserver(markTags).observe(w.document.documentElement, { childList: true, subtree: true });
        }
        if (cb) cb(answer.res);
      });
    },
    on: function () {}
  };
  function inject() {
    if (o.webView) w.__wxjs_environment = 'miniprogram';
    w.WeixinJSBridge = bridge;
    w.document.dispatchEvent(new w.Event('WeixinJSBridgeReady'));
  }
  if (w.document.readyState === 'loading') w.document.addEventListener('DOMContentLoaded', function () { w.setTimeout(inject, 0); });
  else w.setTimeout(inject, 0);
})`;

/** The page half's text, started with `options`. */
export const pageHalf = (options: PageHalfOptions) => `${PAGE_HALF}(window, ${JSON.stringify(options)});`;
