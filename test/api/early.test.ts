// Calls sent early by index.html's inline script (src/api/early.ts), taken up by the request
// wrapper: the same headers, one request on the wire, and the wrapper's rules for the answer.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage, Server } from 'node:http';
import { request, httpHooks, TRANSPORT } from '../../src/api/http';
import { sendEarly } from '../../src/api/early';
import { token, userInfo } from '../../src/app/state/session';
import type { User } from '../../src/api/types';
import { rejection } from '../helpers/rejection';
import { recordingServer } from '../helpers/recording-server';

const g = globalThis as Record<string, unknown>;
let toasts: string[] = [];
let unauthorized = 0;

const early = suite<{ server: Server; seen: IncomingMessage[]; bodies: string[]; answer: string; base: string }>(
  'early calls',
  { server: null as unknown as Server, seen: [], bodies: [], answer: '', base: '' },
);

early.before(async (ctx) => {
  ({ server: ctx.server, base: ctx.base } = await recordingServer(ctx, (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(ctx.answer);
  }));
});
early.after((ctx) => {
  ctx.server.close();
});
early.before.each((ctx) => {
  // the hooks are module state other test files set too
  httpHooks.toast = (m) => toasts.push(m);
  httpHooks.unauthorized = () => unauthorized++;
  toasts = [];
  unauthorized = 0;
  ctx.seen.length = 0;
  ctx.bodies.length = 0;
  ctx.answer = '{"code":0,"data":{"ok":true}}';
  g.__API_BASE__ = ctx.base;
  token.value = 'token-abcdef123';
  userInfo.value = { id: 7 } as User;
});

/** Sends early to an address nothing listens on (the call fails in transport); the caller sets the base back. */
function sendEarlyToNowhere(...args: Parameters<typeof sendEarly>) {
  g.__API_BASE__ = 'http://127.0.0.1:9';
  sendEarly(...args);
}

early('the wrapper takes the early answer up: one request, with the headers it would have sent', async (ctx) => {
  sendEarly('GET', '/api/userWallet/userWalletH5', 'token-abcdef123', '7');
  assert.equal(await request({ url: '/api/userWallet/userWalletH5' }), { ok: true });
  await request({ url: '/api/other' });
  assert.is(ctx.seen.length, 2, 'the early call and the other one');
  const [sentEarly, sentByWrapper] = ctx.seen.map((r) => ({ ...r.headers }));
  for (const h of [sentEarly, sentByWrapper]) {
    delete h.create_time;
    delete h.host;
    delete h.connection;
  }
  assert.equal(sentEarly, sentByWrapper);
  assert.is(sentEarly.authorization, 'Bearer token-abcdef123');
});

early('an early call with another body or token is dropped: the wrapper sends its own', async (ctx) => {
  sendEarly('POST', '/api/getCode/getVerifyCode', '', '', { mobile: '13900000001', scene: 'login' });
  await request({
    url: '/api/getCode/getVerifyCode',
    method: 'POST',
    data: { mobile: '13900000002', scene: 'login' },
    headers: { isToken: false },
  });
  sendEarly('GET', '/api/user/getH5UserInfo', 'token-of-before', '7');
  await request({ url: '/api/user/getH5UserInfo' });
  assert.is(ctx.seen.length, 4);
  assert.equal(JSON.parse(ctx.bodies[1]), { mobile: '13900000002', scene: 'login' });
  assert.is(ctx.seen[3].headers.token, 'token-abcdef123');
});

early("the early answer gets the wrapper's rules: a refusal toasts, a 401 logs out", async (ctx) => {
  ctx.answer = '{"code":3,"msg":"库存不足"}';
  sendEarly('GET', '/api/userWallet/userWalletH5', 'token-abcdef123', '7');
  const refused = await rejection(request({ url: '/api/userWallet/userWalletH5' }));
  assert.is(refused.code, 3);
  assert.equal(toasts, ['库存不足']);

  ctx.answer = '{"code":401,"message":"expired"}';
  sendEarly('GET', '/api/user/getH5UserInfo', 'token-abcdef123', '7');
  const expired = await rejection(request({ url: '/api/user/getH5UserInfo' }));
  assert.is(expired.code, 401);
  assert.is(token.value, '');
  assert.is(unauthorized, 1);
  assert.is(ctx.seen.length, 2, 'nothing was sent again');
});

early('an early GET that failed is sent again; an early POST that failed is not', async (ctx) => {
  sendEarlyToNowhere('GET', '/api/userWallet/userWalletH5', 'token-abcdef123', '7');
  g.__API_BASE__ = ctx.base;
  assert.equal(await request({ url: '/api/userWallet/userWalletH5' }), { ok: true });
  assert.is(ctx.seen.length, 1, 'the wrapper sent it itself');

  sendEarlyToNowhere('POST', '/api/getCode/getVerifyCode', '', '', { mobile: '13900000001', scene: 'login' });
  g.__API_BASE__ = ctx.base;
  const failed = await rejection(
    request({
      url: '/api/getCode/getVerifyCode',
      method: 'POST',
      data: { mobile: '13900000001', scene: 'login' },
      headers: { isToken: false },
    }),
  );
  assert.is(failed.code, TRANSPORT);
  assert.equal(toasts, ['后端接口连接异常']);
  assert.is(ctx.seen.length, 1, 'a POST is never sent twice by itself');
});

early.run();
