// Hostile and broken input: each gets its error envelope and the server keeps serving.
import { connect } from 'node:net';
import * as assert from 'uvu/assert';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: bad input', { token: '13800000001' });
test.after.each(async ({ s }) => {
  assert.is((await s.get('/api/pageConfig')).code, 0, 'the server still serves');
});

const VERIFY = '/api/getCode/getVerifyCode';

test('malformed JSON: HTTP 400, 请求体不是有效的 JSON', async ({ s }) => {
  for (const raw of ['{"mobile": ', '{mobile: 1}', "{'a':1}", '\u0000']) {
    const r = await s.post(VERIFY, raw);
    assert.is(r.status, 400, raw);
    assert.equal(r.body, { code: 400, message: '请求体不是有效的 JSON', data: null });
  }
});

test('a body in another charset or an unknown compression: 400 envelope saying so', async ({ s }) => {
  const send = async (headers: Record<string, string>) =>
    (
      await fetch(`${s.url}${VERIFY}`, { method: 'POST', headers, body: '{"mobile":"13800000001","scene":"login"}' })
    ).json();
  assert.equal(await send({ 'content-type': 'application/json; charset=latin1' }), {
    code: 400,
    message: '请求体须为 UTF-8 编码的 JSON',
    data: null,
  });
  assert.equal(await send({ 'content-type': 'application/json', 'content-encoding': 'br' }), {
    code: 400,
    message: '请求体的压缩格式不受支持，请不压缩或用 gzip',
    data: null,
  });
});

test('array, string, number and null bodies: 400 asking for an object', async ({ s, token }) => {
  for (const raw of ['[]', '[{"mobile":"13800000001"}]', '"13800000001"', '42', 'null', 'true']) {
    const r = await s.post('/api/userWallet/applyWithDrawalH5', raw, s.auth(token));
    assert.is(r.status, 400, raw);
    assert.is(r.message, '请求体必须是 JSON 对象');
  }
});

test('__proto__ and constructor keys are refused, at any depth, and pollute nothing', async ({ s, token }) => {
  const bodies = [
    '{"__proto__": {"polluted": "yes"}, "mobile": "13800000001", "scene": "login"}',
    '{"mobile": "13800000001", "scene": "login", "extra": {"deep": {"__proto__": {"polluted": "yes"}}}}',
    '{"constructor": {"prototype": {"polluted": "yes"}}}',
  ];
  for (const raw of bodies) {
    const r = await s.post(VERIFY, raw);
    assert.is(r.status, 400, raw);
    assert.match(r.message, /^请求体含有不允许的字段：(__proto__|constructor)$/);
  }
  assert.is(({} as Record<string, unknown>).polluted, undefined);
  const me = await s.get('/api/user/getH5UserInfo', s.auth(token));
  assert.is((me.data as Record<string, unknown>).polluted, undefined);
});

test('a body nested too deep is refused', async ({ s }) => {
  const raw = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
  const r = await s.post(VERIFY, raw);
  assert.is(r.status, 400);
  assert.ok(r.message.includes('嵌套'));
  const huge = '['.repeat(200000) + ']'.repeat(200000);
  assert.is((await s.post(VERIFY, huge)).status, 400);
});

test('wrong types: 400 naming the field', async ({ s, token }) => {
  const cases: [string, object, string][] = [
    [VERIFY, { mobile: 13800000001, scene: 'login' }, '手机号'],
    [VERIFY, { mobile: ['13800000001'], scene: 'login' }, '手机号'],
    [VERIFY, { mobile: '13800000001', scene: { x: 1 } }, '验证码用途'],
    ['/api/user/loginH5', { mobile: '13800000001', code: 123456 }, '验证码'],
    ['/api/userWallet/applyWithDrawalH5', { amountFen: '2000', bankCardId: 1 }, '提现金额'],
    ['/api/userWallet/applyWithDrawalH5', { amountFen: 2000, bankCardId: '1' }, '银行卡'],
    ['/api/userWallet/profitDetailH5', { pageSize: 1.5 }, '每页条数'],
  ];
  for (const [path, body, label] of cases) {
    const r = await s.post(path, body, s.auth(token));
    assert.is(r.status, 400, `${path} ${JSON.stringify(body)}`);
    assert.ok(r.message.includes(label), r.message);
  }
});

test('missing fields: 400 请填写… (请输入… where the app has a validator for the field)', async ({ s, token }) => {
  assert.is((await s.post(VERIFY, {})).message, '请输入手机号');
  assert.is((await s.post(VERIFY, { mobile: '13800000001' })).message, '请选择验证码用途');
  assert.is((await s.post('/api/user/loginH5', { mobile: '13800000001' })).message, '请输入验证码');
  assert.is((await s.post('/api/userWallet/applyWithDrawalH5', {}, s.auth(token))).message, '请填写提现金额');
  const empty = await fetch(`${s.url}${VERIFY}`, { method: 'POST' });
  assert.is((await empty.json()).message, '请输入手机号', 'no body at all reads as {}');
});

test('a body over 1 MB: 413 envelope', async ({ s }) => {
  const raw = JSON.stringify({ mobile: '13800000001', scene: 'login', filler: 'x'.repeat(1024 * 1024) });
  const r = await s.post(VERIFY, raw);
  assert.is(r.status, 413);
  assert.is(r.code, 413);
  assert.ok(r.message.includes('1 MB'));
});

test('unknown route and unknown method: 404 envelope naming them', async ({ s, token }) => {
  const unknown = await s.post('/api/user/nope', {}, s.auth(token));
  assert.equal(unknown.body, { code: 404, message: '接口不存在：POST /api/user/nope', data: null });
  const common = await s.get('/common/front/nope');
  assert.is(common.message, '接口不存在：GET /common/front/nope');
  const method = await fetch(`${s.url}/api/user/getH5UserInfo`, { method: 'DELETE', headers: s.auth(token) });
  assert.is(method.status, 404);
  assert.is((await method.json()).message, '接口不存在：DELETE /api/user/getH5UserInfo');
  const wrongVerb = await s.get('/api/user/loginH5');
  assert.is(wrongVerb.message, '接口不存在：GET /api/user/loginH5');
});

test('a query string with nested or repeated parameters is a 400, not a crash', async ({ s }) => {
  for (const q of [
    'captchaKey[a]=1&captcha=x',
    'captchaKey=a&captchaKey=b&captcha=x',
    'captchaKey[__proto__][x]=1&captcha=x',
  ]) {
    const r = await s.post(`/common/front/validateCaptcha?${q}`);
    assert.is(r.status, 400, q);
  }
});
test('a connection idle for longer than a client keeps one is still answered on', async ({ s }) => {
  // Node's fetch reuses an idle connection for up to 4 s, a browser for longer: a server that ends
  // it sooner (Node's default is 5 s) loses the request a loaded machine sends on it just then
  // ("fetch failed": the uploads of several MB took that long to build and send).
  const socket = connect(s.port, '127.0.0.1');
  const request = `POST ${VERIFY} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n{`;
  const answers: string[] = [];
  socket.on('data', (d) => answers.push(String(d)));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(request);
  await new Promise((resolve) => setTimeout(resolve, 7000));
  socket.end(request);
  await closed;
  assert.is(answers.join('').match(/请求体不是有效的 JSON/g)?.length, 2, answers.join(''));
});

test.run();
