// Verify codes, image captchas, both logins and the user info against the real mock server.
import * as assert from 'uvu/assert';
import { EMPTY_WALLET } from '../../mock-server/routes/login';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: verify code, captcha, login', {}, { resetEach: true });

test('getVerifyCode answers expiresIn 300', async ({ s }) => {
  const r = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
  assert.is(r.code, 0);
  assert.equal(r.data, { expiresIn: 300 });
});

test('getVerifyCode: a bad mobile is a 400 naming 手机号', async ({ s }) => {
  for (const mobile of ['1380000000', '23800000001', '1380000000a', 13800000001]) {
    const r = await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
    assert.is(r.status, 400, String(mobile));
    assert.ok(r.message.includes('手机号'), r.message);
  }
});

test('getVerifyCode: an unknown scene is a 400', async ({ s }) => {
  const r = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'pay' });
  assert.is(r.code, 400);
  assert.ok(r.message.includes('验证码用途'));
});

test('getVerifyCode: asked again within 60 s is a 429 saying how long to wait', async ({ s }) => {
  await s.post('/api/getCode/getVerifyCode', { mobile: '13800000002', scene: 'login' });
  const again = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000002', scene: 'login' });
  assert.is(again.status, 429);
  assert.is(again.code, 429);
  assert.ok(again.data.retryAfter > 55 && again.data.retryAfter <= 60);
  assert.ok(again.message.includes(`${again.data.retryAfter} 秒`), again.message);
  // another scene has its own minute
  const bank = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000002', scene: 'bank' });
  assert.is(bank.code, 0);
});

test('getVerifyCode: the captcha scenario asks for a captcha; a solved one is used once', async ({ s }) => {
  const asked = await s.post(
    '/api/getCode/getVerifyCode',
    { mobile: '13800000003', scene: 'login' },
    { 'X-Mock-Scenario': 'captcha' },
  );
  assert.is(asked.code, 1004);
  assert.is(asked.message, '请先完成图形验证码');
  assert.equal(asked.data, { needCaptcha: true });

  const { data: captcha } = await s.post('/common/front/captcha');
  const { data: key } = await s.get(`/__mock/captcha/${captcha.captchaKey}`);
  const wrong = await s.post(
    '/api/getCode/getVerifyCode',
    { mobile: '13800000003', scene: 'login', captchaKey: captcha.captchaKey, captcha: 'ZZZZ' },
    { 'X-Mock-Scenario': 'captcha' },
  );
  assert.is(wrong.code, 1004);
  const body = {
    mobile: '13800000003',
    scene: 'login',
    captchaKey: captcha.captchaKey,
    captcha: key.answer.toLowerCase(),
  };
  const sent = await s.post('/api/getCode/getVerifyCode', body, { 'X-Mock-Scenario': 'captcha' });
  assert.is(sent.code, 0);
  const reused = await s.post(
    '/api/getCode/getVerifyCode',
    { ...body, scene: 'bank' },
    { 'X-Mock-Scenario': 'captcha' },
  );
  assert.is(reused.code, 1004, 'a captcha is good for one send');
});

test('getVerifyCode: the 4th send to a mobile within the hour needs a captcha', async ({ s }) => {
  // the server runs in this process: moving Date.now moves its clock past each 60 s window
  const realNow = Date.now;
  let offset = 0;
  Date.now = () => realNow() + offset;
  try {
    const mobile = '13900000009';
    for (let i = 0; i < 3; i++) {
      assert.is((await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'login' })).code, 0, `send ${i + 1}`);
      offset += 61000;
    }
    const fourth = await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
    assert.is(fourth.code, 1004);
    assert.equal(fourth.data, { needCaptcha: true });
    offset += 3600 * 1000;
    assert.is(
      (await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'login' })).code,
      0,
      'an hour later it is free again',
    );
  } finally {
    Date.now = realNow;
  }
});

test('loginH5: a code is valid for 5 minutes, then expired', async ({ s }) => {
  const realNow = Date.now;
  try {
    await s.post('/api/getCode/getVerifyCode', { mobile: '13800000004', scene: 'login' });
    Date.now = () => realNow() + 301000;
    const r = await s.post('/api/user/loginH5', { mobile: '13800000004', code: '123456' });
    assert.is(r.message, '验证码错误或已过期');
  } finally {
    Date.now = realNow;
  }
});

test('captcha: an SVG data URL of 4 characters; validate is case-insensitive', async ({ s }) => {
  const { data } = await s.post('/common/front/captcha');
  assert.match(data.image, /^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(data.image.split(',')[1], 'base64').toString();
  const { data: key } = await s.get(`/__mock/captcha/${data.captchaKey}`);
  assert.match(key.answer, /^[A-Z0-9]{4}$/);
  for (const ch of key.answer) assert.ok(svg.includes(`>${ch}</text>`));
  const okAnswer = await s.post(
    `/common/front/validateCaptcha?captchaKey=${data.captchaKey}&captcha=${key.answer.toLowerCase()}`,
  );
  assert.equal(okAnswer.data, { valid: true });
  const bad = await s.post(`/common/front/validateCaptcha?captchaKey=${data.captchaKey}&captcha=0000`);
  assert.is(bad.status, 400);
  assert.is(bad.message, '图形验证码错误');
  const missing = await s.post('/common/front/validateCaptcha?captchaKey=abc');
  assert.is(missing.code, 400);
  assert.ok(missing.message.includes('图形验证码'));
});

test('loginH5: token and user info; the token opens protected routes', async ({ s }) => {
  await s.post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
  const r = await s.post('/api/user/loginH5', { mobile: '13800000001', code: '123456' });
  assert.is(r.code, 0);
  assert.type(r.data.token, 'string');
  assert.is(r.data.userInfo.id, 1001);
  assert.is(r.data.userInfo.certStatus, 2);
  const me = await s.get('/api/user/getH5UserInfo', s.auth(r.data.token));
  assert.is(me.data.mobile, '13800000001');
  // the `token` header alone works too
  const viaHeader = await s.get('/api/user/getH5UserInfo', { token: r.data.token });
  assert.is(viaHeader.data.id, 1001);
});

test('loginH5: a wrong code, a code never sent, and a malformed code are 400', async ({ s }) => {
  await s.post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
  const wrong = await s.post('/api/user/loginH5', { mobile: '13800000001', code: '654321' });
  assert.is(wrong.status, 400);
  assert.is(wrong.message, '验证码错误或已过期');
  const neverSent = await s.post('/api/user/loginH5', { mobile: '13800000005', code: '123456' });
  assert.is(neverSent.message, '验证码错误或已过期');
  const bankCode = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000005', scene: 'bank' });
  assert.is(bankCode.code, 0);
  const otherScene = await s.post('/api/user/loginH5', { mobile: '13800000005', code: '123456' });
  assert.is(otherScene.message, '验证码错误或已过期', 'a bank code does not log in');
  const malformed = await s.post('/api/user/loginH5', { mobile: '13800000001', code: '12ab' });
  // the app's own code rule and words (src/lib/validators/phone.ts)
  assert.is(malformed.message, '请输入6位数字验证码');
});

test('loginH5: five wrong codes, then a captcha is needed too', async ({ s }) => {
  await s.post('/api/getCode/getVerifyCode', { mobile: '13800000006', scene: 'login' });
  for (let i = 0; i < 5; i++) await s.post('/api/user/loginH5', { mobile: '13800000006', code: '000000' });
  const blocked = await s.post('/api/user/loginH5', { mobile: '13800000006', code: '123456' });
  assert.is(blocked.code, 1004);
  const { data } = await s.post('/common/front/captcha');
  const { data: key } = await s.get(`/__mock/captcha/${data.captchaKey}`);
  const r = await s.post('/api/user/loginH5', {
    mobile: '13800000006',
    code: '123456',
    captchaKey: data.captchaKey,
    captcha: key.answer,
  });
  assert.is(r.code, 0);
});

test('loginH5: an unknown mobile becomes a new partner with an empty wallet', async ({ s }) => {
  const token = await s.login('13912345678');
  const me = await s.get('/api/user/getH5UserInfo', s.auth(token));
  assert.is(me.data.mobile, '13912345678');
  assert.is(me.data.nickname, '用户5678');
  assert.is(me.data.roleLevel, 10);
  assert.is(me.data.shopUserStatus, 0);
  assert.is(me.data.certStatus, 0);
  const wallet = await s.get('/api/userWallet/userWalletH5', s.auth(token));
  assert.equal(wallet.data, EMPTY_WALLET);
  // the same mobile logs into the same account
  const again = await s.login('13912345678');
  assert.is((await s.get('/api/user/getH5UserInfo', s.auth(again))).data.id, me.data.id);
});

test('loginForH5: needs orgId', async ({ s }) => {
  await s.post('/api/getCode/getVerifyCode', { mobile: '13800000002', scene: 'login' });
  const missing = await s.post('/api/user/loginForH5', { mobile: '13800000002', code: '123456' });
  assert.is(missing.status, 400);
  assert.ok(missing.message.includes('机构编号'));
  const r = await s.post('/api/user/loginForH5', { mobile: '13800000002', code: '123456', orgId: 'org-1' });
  assert.is(r.code, 0);
  assert.is(r.data.userInfo.shopUserStatus, 1);
});

test('getH5UserInfo: 401 for a missing, forged or expired token', async ({ s }) => {
  const tries: Record<string, string>[] = [{}, { Authorization: 'Bearer forged-token-1234' }, { token: 'nope' }];
  for (const headers of tries) {
    const r = await s.get('/api/user/getH5UserInfo', headers);
    assert.is(r.status, 401);
    assert.equal(r.body, { code: 401, message: '登录状态已过期，请重新登录', data: null });
  }
  const token = await s.login('13800000001');
  const realNow = Date.now;
  Date.now = () => realNow() + 8 * 86400000;
  try {
    const expired = await s.get('/api/user/getH5UserInfo', s.auth(token));
    assert.is(expired.status, 401, 'a session lasts 7 days');
  } finally {
    Date.now = realNow;
  }
});

test('a live token whose account is gone is a 401 like an expired one, on every protected route', async ({ s }) => {
  const token = await s.login('13987654321');
  const { id } = (await s.get('/api/user/getH5UserInfo', s.auth(token))).data;
  assert.is((await fetch(`${s.url}/__mock/db/users/${id}`, { method: 'DELETE' })).status, 200);
  for (const r of [
    await s.get('/api/user/getH5UserInfo', s.auth(token)),
    await s.post('/api/shareMaterial/pageList', {}, s.auth(token)),
  ]) {
    assert.is(r.status, 401);
    assert.equal(r.body, { code: 401, message: '登录状态已过期，请重新登录', data: null });
  }
});

test('the user info names the inviter (nickname, masked mobile); a user without one says null', async ({ s }) => {
  const invited = (await s.get('/api/user/getH5UserInfo', s.auth(await s.login('13800000001')))).data;
  assert.is(invited.inviterId, 1003);
  assert.equal(invited.inviter, { nickname: '王强', mobileMasked: '138****0003' });
  const top = (await s.get('/api/user/getH5UserInfo', s.auth(await s.login('13800000006')))).data;
  assert.is(top.inviter, null);
  const { data } = await s.post('/api/user/loginH5', { mobile: '13800000001', code: '123456' });
  assert.equal(data.userInfo.inviter, invited.inviter, 'login answers the same user');
});

test.run();
