// The request wrapper against a real server: a bare echo server for the exact headers and odd
// answers, and the real mock server for every scenario.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage, Server } from 'node:http';
import { mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, httpHooks, TRANSPORT } from '../../src/api/http';
import { token, userInfo } from '../../src/app/state/session';
import { startMockServer, type MockServer } from '../../mock-server/app';
import type { User } from '../../src/api/types';
import { rejection } from '../helpers/rejection';
import { recordingServer } from '../helpers/recording-server';
import { inPlace } from '../../src/lib/shown-in-place';

// The messages as the user reads them (the first two are SPEC.md section 8's), written out, not imported
const TRANSPORT_ERROR = '后端接口连接异常';
const SESSION_EXPIRED = '登录状态已过期，请重新登录';
const BAD_ANSWER = '服务器返回的数据格式不正确，请稍后重试';

const g = globalThis as Record<string, unknown>;
let toasts: [string, number][] = [];
let unauthorizedCalls = 0;

// before each test: the hooks are module state that other suites set too (all suites are
// imported before any runs, so one set here at import time would not last)
const reset = () => {
  httpHooks.toast = (m, d) => toasts.push([m, d]);
  httpHooks.unauthorized = () => unauthorizedCalls++;
  toasts = [];
  unauthorizedCalls = 0;
};

// ---------------------------------------------------------------- echo server
type Answer = { status: number; body: string; type?: string };
const echo = suite<{ server: Server; seen: IncomingMessage[]; bodies: string[]; answer: Answer }>(
  'wrapper against an echo server',
  {
    server: null as unknown as Server,
    seen: [],
    bodies: [],
    answer: { status: 200, body: '{"code":0,"data":{"ok":true}}' },
  },
);

echo.before(async (ctx) => {
  let base: string;
  ({ server: ctx.server, base } = await recordingServer(ctx, (res) => {
    res.writeHead(ctx.answer.status, { 'content-type': ctx.answer.type || 'application/json' });
    res.end(ctx.answer.body);
  }));
  g.__API_BASE__ = base;
});
echo.after((ctx) => {
  ctx.server.close();
});
echo.before.each((ctx) => {
  reset();
  ctx.seen.length = 0;
  ctx.bodies.length = 0;
  ctx.answer = { status: 200, body: '{"code":0,"data":{"ok":true}}' };
  token.value = 'token-abcdef123';
  userInfo.value = { id: 7 } as User;
});

echo('every header of DESIGN.md section 4', async (ctx) => {
  const data = await request<{ ok: boolean }>({ url: '/api/x' });
  assert.equal(data, { ok: true });
  const h = ctx.seen[0].headers;
  assert.is(ctx.seen[0].method, 'GET');
  assert.is(h.authorization, 'Bearer token-abcdef123');
  assert.is(h.token, 'token-abcdef123');
  assert.is(h.appversion, '1.0.0-test');
  assert.ok(['android', 'ios', 'other'].includes(String(h.osname)));
  assert.is(h.uniplatform, 'web');
  assert.ok(Math.abs(Number(h.create_time) - Date.now()) < 5000);
  assert.is(h.userid, '7');
});

echo('isToken: false leaves the token headers out and is never sent', async (ctx) => {
  await request({ url: '/api/x', headers: { isToken: false } });
  const h = ctx.seen[0].headers;
  assert.is(h.authorization, undefined);
  assert.is(h.token, undefined);
  assert.is(h.istoken, undefined);
});

echo('UserId is empty without user info; GET data goes to the query string', async (ctx) => {
  userInfo.value = null;
  await request({ url: '/api/getConfig', data: { name: 'withdrawRule', skip: undefined } });
  assert.is(ctx.seen[0].headers.userid, '');
  assert.is(ctx.seen[0].url, '/api/getConfig?name=withdrawRule');
});

echo('POST sends JSON and the Idempotency-Key', async (ctx) => {
  await request({ url: '/api/w', method: 'POST', data: { amountFen: 100 }, idempotencyKey: 'k-1' });
  assert.is(ctx.seen[0].method, 'POST');
  assert.is(ctx.seen[0].headers['content-type'], 'application/json');
  assert.is(ctx.seen[0].headers['idempotency-key'], 'k-1');
  assert.equal(JSON.parse(ctx.bodies[0]), { amountFen: 100 });
});

echo('code 200 in the body counts as success; msg is read when message is absent', async (ctx) => {
  ctx.answer = { status: 200, body: '{"code":200,"data":5}' };
  assert.is(await request<number>({ url: '/api/x' }), 5);
  ctx.answer = { status: 200, body: '{"code":3,"msg":"库存不足"}' };
  const e = await rejection(request({ url: '/api/x' }));
  assert.is(e.code, 3);
  assert.is(e.message, '库存不足');
  assert.equal(toasts, [['库存不足', 3000]]);
});

echo('a bad HTTP status without its own code rejects, toasting the body text', async (ctx) => {
  ctx.answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', type: 'text/html' };
  const e = await rejection(request({ url: '/api/x', method: 'POST' }));
  assert.is(e.code, 502);
  assert.is(e.message, '502 Bad Gateway');
  assert.is(e.path, '/api/x');
});

echo('a 2xx answer of the wrong shape is refused with a clear message', async (ctx) => {
  ctx.answer = { status: 200, body: '[1,2,3]' };
  const e = await rejection(request({ url: '/api/x' }));
  assert.is(e.message, BAD_ANSWER);
});

echo.run();

// ---------------------------------------------------------------- the real mock server
const mock = suite<{ server: MockServer }>('wrapper against the mock server', {
  server: null as unknown as MockServer,
});

mock.before(async (ctx) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'http-test-'));
  copyFileSync('mock-server/seed/db.seed.json', path.join(dir, 'db.json'));
  ctx.server = await startMockServer({ dbFile: path.join(dir, 'db.json'), port: 0, quiet: true, devRoutes: true });
  g.__API_BASE__ = ctx.server.url;
  await request({
    url: '/api/getCode/getVerifyCode',
    method: 'POST',
    data: { mobile: '13800000001', scene: 'login' },
    headers: { isToken: false },
  });
});
mock.after(async (ctx) => {
  await ctx.server.close();
});
mock.before.each(async () => {
  reset();
  token.value = '';
  const session = await request<{ token: string; userInfo: User }>({
    url: '/api/user/loginH5',
    method: 'POST',
    data: { mobile: '13800000001', code: '123456' },
    headers: { isToken: false },
  });
  token.value = session.token;
  userInfo.value = session.userInfo;
  await fetch(`${g.__API_BASE__}/__mock/scenarios`, { method: 'DELETE' });
});

const arm = (route: string, scenario: string, times = 1) =>
  fetch(`${g.__API_BASE__}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, scenario, times }),
  });

mock('a real call resolves with the envelope data', async () => {
  const user = await request<User>({ url: '/api/user/getH5UserInfo' });
  assert.is(user.mobile, '13800000001');
});

mock('401: token removed, one navigation for several calls, rejection says the session expired', async () => {
  await arm('*', 'unauthorized', 3);
  const errors = await Promise.all([1, 2, 3].map(() => rejection(request({ url: '/api/user/getH5UserInfo' }))));
  assert.equal(
    errors.map((e) => [e.code, e.message]),
    Array(3).fill([401, SESSION_EXPIRED]),
  );
  assert.is(token.value, '');
  assert.is(unauthorizedCalls, 1);
  assert.equal(toasts, [], 'a 401 is not a toast: the login page is the answer');
});

mock('401 without any token from the real auth check', async () => {
  token.value = '';
  const e = await rejection(request({ url: '/api/userWallet/userWalletH5' }));
  assert.is(e.code, 401);
});

mock('business error: toast for 3 s with the message, rejection with the code', async () => {
  await arm('/api/userWallet/userWalletH5', 'business-error');
  const e = await rejection(request({ url: '/api/userWallet/userWalletH5' }));
  assert.is(e.code, 1000);
  assert.equal(toasts, [[e.message, 3000]]);
});

mock('server error (HTTP 500): toast and rejection', async () => {
  await arm('/api/userWallet/userWalletH5', 'server-error');
  const e = await rejection(request({ url: '/api/userWallet/userWalletH5' }));
  assert.is(e.code, 500);
  assert.is(toasts.length, 1);
});

mock(
  'a load whose page shows its failure in place is not toasted too (a 500, a drop); its rejection says why',
  async () => {
    await arm('/api/userWallet/userWalletH5', 'server-error');
    const e = await rejection(inPlace(() => request({ url: '/api/userWallet/userWalletH5' })));
    assert.is(e.code, 500);
    assert.match(e.message, '服务器开小差了');
    await arm('/api/user/getH5UserInfo', 'drop', 2);
    const dropped = await rejection(inPlace(() => request({ url: '/api/user/getH5UserInfo' })));
    assert.is(dropped.message, TRANSPORT_ERROR);
    assert.equal(toasts, []);
    // a call started after the load is toasted as ever
    await arm('/api/userWallet/userWalletH5', 'server-error');
    await rejection(request({ url: '/api/userWallet/userWalletH5' }));
    assert.is(toasts.length, 1);
  },
);

mock('a dropped GET is retried once and then succeeds', async () => {
  await arm('/api/user/getH5UserInfo', 'drop', 1);
  const user = await request<User>({ url: '/api/user/getH5UserInfo' });
  assert.is(user.mobile, '13800000001');
  assert.equal(toasts, []);
});

mock('a GET dropped twice fails as a transport error', async () => {
  await arm('/api/user/getH5UserInfo', 'drop', 2);
  const e = await rejection(request({ url: '/api/user/getH5UserInfo' }));
  assert.is(e.code, TRANSPORT);
  assert.equal(toasts, [[TRANSPORT_ERROR, 3000]]);
});

mock('a dropped POST is never retried', async () => {
  await arm('/api/userWallet/profitDetailH5', 'drop', 1);
  const e = await rejection(request({ url: '/api/userWallet/profitDetailH5', method: 'POST', data: {} }));
  assert.is(e.code, TRANSPORT);
  // the arming was used up by the one attempt: the next call goes through
  await request({ url: '/api/userWallet/profitDetailH5', method: 'POST', data: {} });
});

mock('a call that never answers times out as a transport error', async () => {
  await arm('/api/userWallet/userWalletH5', 'timeout', 2);
  const e = await rejection(request({ url: '/api/userWallet/userWalletH5', timeout: 300 }));
  assert.is(e.code, TRANSPORT);
  assert.is(e.message, TRANSPORT_ERROR);
});

mock('slow answers still arrive', async () => {
  const t0 = Date.now();
  await request({ url: '/api/user/getH5UserInfo', headers: { 'X-Mock-Scenario': 'slow' } });
  assert.ok(Date.now() - t0 >= 2900);
});

mock('empty lists', async () => {
  const page = await request<{ list: unknown[] }>({
    url: '/api/userWallet/profitDetailH5',
    method: 'POST',
    data: {},
    headers: { 'X-Mock-Scenario': 'empty' },
  });
  assert.equal(page.list, []);
});

mock.run();
