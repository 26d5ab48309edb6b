// A stand-in for WeChat in tests: `wx` (served in place of jweixin-1.6.0.js), the uni web-view
// bridge (in place of uni.webview.1.5.5.js) and `WeixinJSBridge` (present before the page's
// own scripts, as in WeChat). Every call is recorded in window.__wxCalls, in order, with
// `early: true` when it came before wx.ready. Plain JS text: it runs in Chromium as it is, and
// in happy-dom through `new Function` (test/helpers/fake-wechat.ts).
import type { BrowserContext } from 'playwright-core';

export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const UNI_BRIDGE_URL = 'https://res.wx.qq.com/open/js/uni.webview.1.5.5.js';

export interface StandInOptions {
  /** how many wx.config calls fail with wx.error (an expired ticket) before one succeeds */
  configFailures?: number;
  /** what wx.getLocation answers: a position, or a failure's errMsg */
  location?: { latitude: number; longitude: number; accuracy?: number } | { errMsg: string };
  /** whether wx.openLocation succeeds */
  openLocation?: 'ok' | 'fail';
  /** a mini-program's web-view: wx.miniProgram exists */
  miniProgram?: boolean;
}

export interface WxCall {
  name: string;
  args: unknown;
  early?: boolean;
}

/** The recorder and WeixinJSBridge: run before the page's scripts. */
const BRIDGE = `
(function (w, options) {
  w.__wxStandIn = options;
  w.__wxCalls = w.__wxCalls || [];
  w.__wxRecord = function (name, args, early) {
    var entry = { name: name, args: args === undefined ? null : JSON.parse(JSON.stringify(args)) };
    if (early) entry.early = true;
    w.__wxCalls.push(entry);
  };
  w.WeixinJSBridge = {
    invoke: function (name, args, cb) { w.__wxRecord('WeixinJSBridge.invoke', { name: name, args: args }); if (cb) cb({}); },
    on: function (name) { w.__wxRecord('WeixinJSBridge.on', { name: name }); },
  };
})`;

/**
 * jweixin's stand-in, with jweixin's own state machine: a config answers after a moment; a
 * failing one calls the registered error callback, then the ready callbacks (ready means
 * "config answered"); once a config has answered, ready() runs its callback at once, even after
 * a failure. Each run of the script is a fresh SDK; the failures to come are counted on window.
 */
const JS_SDK = `
(function (w) {
  var options = w.__wxStandIn || {};
  if (w.__wxConfigFailuresLeft === undefined) w.__wxConfigFailuresLeft = options.configFailures || 0;
  var state = 0, data = null, onFail = null, completes = [], accepted = false;
  function call(name, args) { w.__wxRecord(name, args, !accepted); }
  function answer(c, ok, res) { setTimeout(function () { if (ok) { c.success && c.success(res); } else { c.fail && c.fail(res); } }, 0); }
  w.wx = {
    config: function (c) {
      w.__wxRecord('config', c);
      var fails = w.__wxConfigFailuresLeft > 0;
      if (fails) w.__wxConfigFailuresLeft -= 1;
      setTimeout(function () {
        data = { errMsg: fails ? 'config:fail,invalid signature' : 'config:ok' };
        state = 1;
        if (fails) { if (onFail) onFail(data); else state = -1; } else accepted = true;
        var ready = completes;
        completes = [];
        ready.forEach(function (cb) { cb(); });
      }, 20);
    },
    ready: function (cb) { if (state !== 0) cb(); else completes.push(cb); },
    error: function (cb) { if (state === -1) cb(data); else onFail = cb; },
    updateAppMessageShareData: function (c) { call('updateAppMessageShareData', c); answer(c, true, {}); },
    updateTimelineShareData: function (c) { call('updateTimelineShareData', c); answer(c, true, {}); },
    getLocation: function (c) {
      call('getLocation', c);
      var at = options.location || { latitude: 22.5431, longitude: 114.0579, accuracy: 30 };
      if (at.errMsg) answer(c, false, at); else answer(c, true, Object.assign({ errMsg: 'getLocation:ok' }, at));
    },
    openLocation: function (c) { call('openLocation', c); answer(c, options.openLocation !== 'fail', { errMsg: 'openLocation' }); },
  };
  if (options.miniProgram) {
    w.wx.miniProgram = {
      navigateTo: function (c) { w.__wxRecord('miniProgram.navigateTo', { url: c.url }); answer(c, true, {}); },
    };
  }
})(window);`;

const UNI_BRIDGE = `
(function (w) {
  w.uni = { webView: { navigateTo: function (c) { w.__wxRecord('uni.webView.navigateTo', { url: c.url }); } } };
})(window);`;

/** The three scripts, for a DOM without a network (component tests). */
export const standInScripts = (options: StandInOptions) => ({
  bridge: `${BRIDGE}(window, ${JSON.stringify(options)});`,
  jsSdk: JS_SDK,
  uniBridge: UNI_BRIDGE,
});

/** Serves the stand-in to every page of `context`, in place of WeChat's scripts. */
export async function serveWeChatStandIn(context: BrowserContext, options: StandInOptions = {}): Promise<void> {
  const scripts = standInScripts(options);
  await context.addInitScript(scripts.bridge);
  const js = (body: string) => ({ status: 200, contentType: 'application/javascript', body });
  await context.route(JS_SDK_URL, (r) => r.fulfill(js(scripts.jsSdk)));
  await context.route(UNI_BRIDGE_URL, (r) => r.fulfill(js(scripts.uniBridge)));
}
