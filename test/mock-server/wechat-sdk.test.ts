// The JS-SDK signature and the WeChat settings: the signer holds to WeChat's published example,
// the route signs with the ticket and app id of the environment, and a bad URL is refused.
import { createHash } from 'node:crypto';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { jsSdkSignatureOf } from '../../mock-server/services/wechat-sdk';
import { startTestServer, type TestServer } from '../helpers/mock';

test("the signer gives WeChat's published example signature", () => {
  const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
  assert.is(
    jsSdkSignatureOf(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
    '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
  );
});
test.run();

const ENV = {
  WECHAT_APP_ID: 'wxtestapp0000001',
  WECHAT_JSAPI_TICKET: 'ticket-from-the-environment',
  WECHAT_MINI_PROGRAM_ID: 'gh_1234567890ab',
  WECHAT_MINI_PROGRAM_PATH: 'pages/store/entry',
};
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));

const route = suite<{ s: TestServer }>('mock: /api/wechat', { s: null as unknown as TestServer });
route.before(async (ctx) => {
  Object.assign(process.env, ENV);
  ctx.s = await startTestServer();
});
route.after(async (ctx) => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await ctx.s.close();
});

route('jsSdkConfig signs the URL with the ticket and app id of the environment, without a session', async ({ s }) => {
  const url = 'http://localhost:3000/?storeQrCode=1&c=A&r=B&s=C';
  const before = Math.floor(Date.now() / 1000);
  const r = await s.get(`/api/wechat/jsSdkConfig?url=${encodeURIComponent(url)}`);
  assert.is(r.code, 0, r.message);
  const { appId, timestamp, nonceStr, signature } = r.data;
  assert.is(appId, ENV.WECHAT_APP_ID);
  assert.ok(timestamp >= before && timestamp <= before + 5, String(timestamp));
  assert.match(nonceStr, /^[A-Za-z0-9]{16}$/);
  const plain = `jsapi_ticket=${ENV.WECHAT_JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  assert.is(signature, createHash('sha1').update(plain).digest('hex'));
  const again = await s.get(`/api/wechat/jsSdkConfig?url=${encodeURIComponent(url)}`);
  assert.is.not(again.data.nonceStr, nonceStr, 'a fresh nonce every time');
});

route('jsSdkConfig refuses a missing, hashed, relative or over-long URL with a 400 naming the fix', async ({ s }) => {
  const cases: [string, RegExp][] = [
    ['', /请传入当前页面的地址/],
    [`?url=${encodeURIComponent('http://localhost/#/pages/home/index')}`, /不能包含 #/],
    ['?url=%2Fpages%2Fhome', /完整的 http\(s\) 地址/],
    [`?url=${encodeURIComponent('javascript:alert(1)')}`, /完整的 http\(s\) 地址/],
    [`?url=${encodeURIComponent(`http://localhost/?q=${'x'.repeat(2100)}`)}`, /页面地址过长/],
    ['?url=a&url=b', /请传入当前页面的地址/],
  ];
  for (const [query, message] of cases) {
    const r = await s.get(`/api/wechat/jsSdkConfig${query}`);
    assert.is(r.status, 400, query);
    assert.match(r.message, message);
  }
});

route('settings answer the mini-program of the environment and an absolute icon URL', async ({ s }) => {
  const r = await s.get('/api/wechat/settings');
  assert.is(r.code, 0);
  assert.equal(r.data.miniProgram, { username: ENV.WECHAT_MINI_PROGRAM_ID, path: ENV.WECHAT_MINI_PROGRAM_PATH });
  assert.is(r.data.shareIconUrl, `${s.url}/mock-static/app-icon.png`);
  const icon = await fetch(r.data.shareIconUrl);
  assert.is(icon.status, 200);
  assert.is(icon.headers.get('content-type'), 'image/png');
});

route.run();
