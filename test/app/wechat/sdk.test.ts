// The JS-SDK gate: nothing outside WeChat; in WeChat one signed wx.config naming every API and
// the open tag; one new signature after wx.error, then null; null when the SDK cannot load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JS_API_LIST, wxReady } from '../../../src/app/wechat/sdk';
import { fakeWeChat, type FakeWeChat } from '../../helpers/fake-wechat';
import { fakeApi, type FakeApi } from '../../helpers/fake-api';

let nonce = 0;
const SIGNING = {
  '/api/wechat/jsSdkConfig': () => ({
    data: { appId: 'wxapp', timestamp: 1700000000, nonceStr: `n${++nonce}`, signature: `sig${nonce}` },
  }),
};
let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi({ ...SIGNING });
  nonce = 0;
});
test.after.each(() => {
  api.restore();
  wechat?.restore();
  wechat = null;
});
const configs = () => wechat!.calls().filter((c) => c.name === 'config');

test('outside WeChat: null, no script and no signature asked for', async () => {
  assert.is(await wxReady(), null);
  assert.is(document.querySelectorAll('script[src*="res.wx.qq.com"]').length, 0);
  assert.is(api.calls.length, 0);
});

test('in WeChat: one wx.config with the signature of the URL without its hash, then the SDK', async () => {
  history.replaceState(null, '', '/?storeQrCode=1&c=A#/pages/linkMini/linkMini?c=A');
  wechat = fakeWeChat();
  const wx = await wxReady();
  assert.ok(wx, 'the configured SDK');
  assert.is(await wxReady(), wx, 'the same gate for every caller');
  assert.equal(
    api.calls.map((c) => c.path),
    ['/api/wechat/jsSdkConfig'],
  );
  assert.equal(configs(), [
    {
      name: 'config',
      args: {
        debug: false,
        appId: 'wxapp',
        timestamp: 1700000000,
        nonceStr: 'n1',
        signature: 'sig1',
        jsApiList: [...JS_API_LIST],
        openTagList: ['wx-open-launch-weapp'],
      },
    },
  ]);
  assert.equal(wechat.loaded.length, 2, 'the JS-SDK and the mini-program bridge');
  history.replaceState(null, '', '/');
});

test('the signature request carries location.href without the hash', async () => {
  history.replaceState(null, '', '/index.html?a=1#/pages/home/index');
  let asked = '';
  api.routes['/api/wechat/jsSdkConfig'] = () => ({ data: { appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' } });
  const fetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    asked = new URL(String(input), 'http://localhost:3000').searchParams.get('url') || '';
    return fetch(input, init);
  }) as typeof globalThis.fetch;
  wechat = fakeWeChat();
  await wxReady();
  globalThis.fetch = fetch;
  assert.is(asked, 'http://localhost:3000/index.html?a=1');
  history.replaceState(null, '', '/');
});

test('a wx.error asks for one new signature and configures a fresh SDK again', async () => {
  wechat = fakeWeChat({ configFailures: 1 });
  const wx = await wxReady();
  assert.ok(wx);
  // the gate opened on the second config's answer, not on jweixin's leftover state of the first
  wx.openLocation({ latitude: 1, longitude: 2 });
  assert.not.ok(
    wechat.calls().find((c) => c.name === 'openLocation')?.early,
    'called after the second config answered',
  );
  assert.is(wechat.loaded.filter((src) => src.includes('jweixin')).length, 2);
  assert.equal(
    configs().map((c) => (c.args as { signature: string }).signature),
    ['sig1', 'sig2'],
  );
});

test('a second wx.error leaves the SDK off: null, and no third signature', async () => {
  wechat = fakeWeChat({ configFailures: 5 });
  assert.is(await wxReady(), null);
  assert.is(configs().length, 2);
  assert.is(api.count('/api/wechat/jsSdkConfig'), 2);
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
