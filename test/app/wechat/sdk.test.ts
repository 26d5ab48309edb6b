// The JS-SDK gate on WeChat's own jweixin-1.6.0.js and the simulated client: nothing outside
// WeChat; in WeChat a config signed for the address the page has when wx.config runs, naming
// every API and the open tag; a refused config signed and configured again on the same `wx`, the
// gate opening only on an acceptance; after two refusals null; a new query configures again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wxCall } from '../../../src/app/wechat/call';
import { JS_API_LIST, wxReady } from '../../../src/app/wechat/sdk';
import { fakeWeChat, signing, type FakeWeChat } from '../../helpers/fake-wechat';
import { fakeApi, type FakeApi } from '../../helpers/fake-api';
import { VERIFIED_BRIDGE_APIS } from '../../helpers/wechat-client/rules';

let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi(signing());
  history.replaceState(null, '', '/');
});
test.after.each(() => {
  api.restore();
  wechat?.restore();
  wechat = null;
  history.replaceState(null, '', '/');
});
const configs = () => wechat!.named('preVerifyJSAPI');
const answers = () => configs().map((c) => c.answer);

test('outside WeChat: null, no script and no signature asked for', async () => {
  assert.is(await wxReady(), null);
  assert.is(document.querySelectorAll('script[src*="res.wx.qq.com"]').length, 0);
  assert.is(api.calls.length, 0);
});

test('in WeChat: one config, accepted for the address without its hash, every API named', async () => {
  history.replaceState(null, '', '/?storeQrCode=1&c=A#/pages/linkMini/linkMini?c=A');
  wechat = fakeWeChat();
  const wx = await wxReady();
  assert.ok(wx, 'the configured SDK');
  assert.is(await wxReady(), wx, 'the same gate for every caller');
  assert.is(api.count('/api/wechat/jsSdkConfig'), 1);
  assert.equal(answers(), ['config:ok']);
  const [config] = configs();
  assert.is(config.url, 'http://localhost:3000/?storeQrCode=1&c=A#/pages/linkMini/linkMini?c=A');
  // the script names getLocation by its bridge name
  assert.equal(config.args.verifyJsApiList, VERIFIED_BRIDGE_APIS);
  assert.equal(config.args.verifyOpenTagList, ['wx-open-launch-weapp']);
  assert.is(JS_API_LIST[2], 'getLocation', "the script rewrote a copy, not the app's list");
  assert.equal(wechat.loaded, ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
});

test('an expired ticket: the refused config is signed and configured again, and the gate opens on its acceptance', async () => {
  wechat = fakeWeChat({ expiredConfigs: 1 });
  const wx = await wxReady();
  assert.ok(wx);
  assert.equal(answers(), ['config:invalid signature', 'config:ok']);
  assert.is(api.count('/api/wechat/jsSdkConfig'), 2);
  assert.is(wechat.loaded.length, 1, 'the script is loaded once');
  const opened = await wxCall((callbacks) => wx.openLocation({ latitude: 1, longitude: 2, ...callbacks }));
  assert.ok(opened.ok, 'a call after the gate opened is allowed');
});

test('two refusals leave the SDK off: null, and no third signature', async () => {
  wechat = fakeWeChat({ expiredConfigs: 5 });
  assert.is(await wxReady(), null);
  assert.equal(answers(), ['config:invalid signature', 'config:invalid signature']);
  assert.is(api.count('/api/wechat/jsSdkConfig'), 2);
  assert.is(await wxReady(), null, 'off for the rest of the page load');
  assert.is(configs().length, 2);
});

test('the address changes while it is being signed: the address the page has at wx.config is signed', async () => {
  history.replaceState(null, '', '/?code=C1&state=S1#/pages/oneClickPay/oneClickPay');
  const sign = signing()['/api/wechat/jsSdkConfig'];
  let first = true;
  api.routes['/api/wechat/jsSdkConfig'] = (query) => {
    // the pay return removes its code and state from the address meanwhile
    if (first) history.replaceState(null, '', '/#/pages/oneClickPay/oneClickPay');
    first = false;
    return sign(query);
  };
  wechat = fakeWeChat();
  assert.ok(await wxReady());
  assert.equal(answers(), ['config:ok']);
  assert.is(configs()[0].url, 'http://localhost:3000/#/pages/oneClickPay/oneClickPay');
});

test('a new query after the acceptance configures again; a hash change does not', async () => {
  wechat = fakeWeChat();
  const wx = await wxReady();
  history.replaceState(null, '', '/#/pages/agreement/agreement');
  assert.is(await wxReady(), wx);
  assert.is(configs().length, 1);
  history.replaceState(null, '', '/?from=singlemessage&isappinstalled=0#/');
  assert.is(await wxReady(), wx);
  assert.equal(answers(), ['config:ok', 'config:ok']);
  assert.is(configs()[1].url, 'http://localhost:3000/?from=singlemessage&isappinstalled=0#/');
});

test('the SDK script cannot load: null, without config', async () => {
  wechat = fakeWeChat({ scripts: 'unreachable' });
  assert.is(await wxReady(), null);
  assert.is(configs().length, 0);
});

test('the signature cannot be had: null, without config', async () => {
  api.routes['/api/wechat/jsSdkConfig'] = { code: 500, message: '签名服务不可用' };
  wechat = fakeWeChat();
  assert.is(await wxReady(), null);
  assert.is(configs().length, 0);
});

test.run();
