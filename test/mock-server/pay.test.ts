// One-click pay against the real mock server: WeChat's authorisation page and the one-time code,
// orders (validation, idempotency, ownership), the settlement after `:ok` as armed, and the
// signed payment notification. Signatures are recomputed here as WeChat Pay v2 specifies them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { v2Sign } from '../helpers/wechat-pay';
import { readFileSync } from 'node:fs';
import { startTestServer, type TestServer } from '../helpers/mock';
import { DEV_WECHAT_PAY, signV2 } from '../../mock-server/services/wechat-pay';

const KEY = 'test-merchant-key-0123456789abcdef';
const APP_ID = 'wxtestapp0000001';
interface Ctx {
  s: TestServer;
}
const test = suite<Ctx>('mock: one-click pay', { s: null as unknown as TestServer });
test.before(async (ctx) => {
  process.env.WECHAT_PAY_KEY = KEY;
  process.env.WECHAT_APP_ID = APP_ID;
  ctx.s = await startTestServer();
});
test.after(async (ctx) => {
  await ctx.s.close();
  delete process.env.WECHAT_PAY_KEY;
  delete process.env.WECHAT_APP_ID;
});

const ACTIVE_STORE = 4;
const dbOf = (s: TestServer) => JSON.parse(readFileSync(s.dbFile, 'utf8'));
const v2 = (fields: Record<string, string>) => v2Sign(fields, KEY);

function authorizeUrl(s: TestServer, over: Record<string, string> = {}) {
  const q = new URLSearchParams({
    appid: APP_ID,
    redirect_uri: `${s.url}/#/pages/oneClickPay/oneClickPay?amount=100&storeId=4`,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'abc123',
    ...over,
  });
  return `${s.url}/mock-wechat/oauth2/authorize?${q}`;
}

async function authorize(s: TestServer, cookie = '') {
  const res = await fetch(authorizeUrl(s), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const back = new URL(res.headers.get('location') || '');
  return {
    res,
    back,
    code: back.searchParams.get('code') || '',
    cookie: (res.headers.get('set-cookie') || '').split(';')[0],
  };
}

async function payer(s: TestServer, cookie = '') {
  const { code } = await authorize(s, cookie);
  return (await s.post('/api/pay/payer', { code })).data as { openid: string; payerToken: string };
}

let keys = 0;
const key = () => ({ 'Idempotency-Key': `pay-${++keys}` });
const order = (s: TestServer, payerToken: string, amountFen: unknown = 1234, storeId: unknown = ACTIVE_STORE) =>
  s.post('/api/pay/order', { amountFen, storeId, payerToken }, key());
/** The order's state as the page asks for it on coming back from the WeChat Pay sheet. */
const stateAfterPay = (s: TestServer, orderNo: string, payerToken: string) =>
  s.post('/api/pay/orderState', { afterPay: true, orderNo, payerToken });

test('the signer agrees with the example of WeChat Pay v2 documentation', () => {
  const example = { appid: 'wxd930ea5d5a258f4f', mch_id: '10000100', device_info: '1000', body: 'test' };
  const sign = signV2({ ...example, nonce_str: 'ibuaiVcKdpRxkhJA' }, '192006250b4c09247ec02edce69f6a2d');
  assert.is(sign, '9A0A8659F005D6984697E2CA0A9CF3B7');
});

test('authorise: back to the page with code and state before the hash; an unknown app or domain is refused', async ({
  s,
}) => {
  const { res, back, code } = await authorize(s);
  assert.is(res.status, 302);
  assert.is(back.origin, s.url);
  assert.is(back.searchParams.get('state'), 'abc123');
  assert.match(code, /^[0-9a-f]{32}$/);
  assert.is(back.hash, '#/pages/oneClickPay/oneClickPay?amount=100&storeId=4');
  for (const [over, words] of [
    [{ appid: 'wxsomeoneelse' }, 'appid'],
    [{ redirect_uri: 'https://evil.example/#/x' }, '网页授权域名'],
    [{ redirect_uri: 'javascript:alert(1)' }, '网页授权域名'],
    [{ scope: 'snsapi_login' }, 'scope'],
    [{ response_type: 'token' }, 'response_type'],
    [{ state: '<script>' }, 'state'],
  ] as const) {
    const r = await fetch(authorizeUrl(s, over), { redirect: 'manual' });
    assert.is(r.status, 400, JSON.stringify(over));
    assert.match(((await r.json()) as { message: string }).message, words);
  }
});

test('a code is exchanged once for the openid; the same browser is the same payer, another is not', async ({ s }) => {
  const first = await authorize(s);
  const answer = await s.post('/api/pay/payer', { code: first.code });
  assert.is(answer.code, 0);
  assert.match(answer.data.openid, /^o/);
  assert.ok(answer.data.payerToken);
  const again = await s.post('/api/pay/payer', { code: first.code });
  assert.is(again.status, 400);
  assert.match(again.message, '授权码无效或已使用');
  assert.is((await s.post('/api/pay/payer', { code: 'made-up' })).status, 400);
  assert.is((await s.post('/api/pay/payer', { code: 42 })).status, 400);
  assert.is((await s.post('/api/pay/payer', '{"code":')).status, 400);

  const sameBrowser = await payer(s, first.cookie);
  assert.is(sameBrowser.openid, answer.data.openid);
  const otherBrowser = await payer(s);
  assert.is.not(otherBrowser.openid, answer.data.openid);
});

test('an order answers JSAPI parameters signed with the merchant key, which never leaves the server', async ({ s }) => {
  const p = await payer(s);
  const answer = await order(s, p.payerToken, 1234);
  assert.is(answer.code, 0, answer.message);
  const { pay, ...rest } = answer.data;
  assert.equal(rest, {
    orderNo: rest.orderNo,
    amountFen: 1234,
    storeName: '洁衣坊·湖滨银泰店',
    state: 'open',
    failReason: null,
  });
  assert.is(pay.appId, APP_ID);
  assert.is(pay.signType, 'MD5');
  assert.match(pay.package, /^prepay_id=wx\w+$/);
  assert.match(pay.timeStamp, /^\d{10}$/);
  const { paySign, ...signed } = pay;
  assert.is(paySign, v2(signed));
  assert.not.ok(JSON.stringify(answer.body).includes(KEY));
  const row = dbOf(s).payOrders.find((o: { orderNo: string }) => o.orderNo === rest.orderNo);
  assert.is(row.openid, p.openid);
  assert.is(row.state, 'open');
});

test('amounts: positive whole fen up to 50,000.00 元; the store must exist and take payments', async ({ s }) => {
  const p = await payer(s);
  for (const [amount, words] of [
    [0, '必须大于 0'],
    [-100, '必须大于 0'],
    [12.5, '最小单位为分'],
    ['100', '请输入支付金额'],
    [null, '请输入支付金额'],
    [5_000_001, '不能超过 50,000.00 元'],
  ] as const) {
    const r = await order(s, p.payerToken, amount);
    assert.is(r.status, 400, String(amount));
    assert.match(r.message, words);
  }
  assert.is((await order(s, p.payerToken, 5_000_000)).code, 0, 'the limit itself is allowed');
  assert.is((await order(s, p.payerToken, 1)).code, 0, 'one fen is allowed');

  const unknown = await order(s, p.payerToken, 100, 999);
  assert.is(unknown.status, 404);
  assert.match(unknown.message, '收款门店不存在');
  const closed = await order(s, p.payerToken, 100, 6);
  assert.match(closed.message, '已关闭，暂不能收款');
  const reviewing = await order(s, p.payerToken, 100, 2);
  assert.match(reviewing.message, '尚未开通收款');
  assert.is((await order(s, p.payerToken, 100, 'x')).status, 400);
});

test('the payee: any visitor may ask who a link pays; unknown, closed and unopened stores say why', async ({ s }) => {
  const payee = (storeId: unknown) => s.post('/api/pay/payee', { storeId });
  const active = await payee(ACTIVE_STORE);
  assert.is(active.status, 200);
  assert.is(active.data.payable, true);
  assert.ok(active.data.storeName, 'named');
  assert.is(active.data.reason, null);
  assert.equal((await payee(999)).data, {
    storeName: null,
    payable: false,
    reason: '收款门店不存在，请向门店重新索取支付链接',
  });
  const closed = (await payee(6)).data;
  assert.is(closed.payable, false);
  assert.is(closed.reason, `${closed.storeName}已关闭，暂不能收款`);
  assert.match((await payee(2)).data.reason, '尚未开通收款');
  assert.is((await payee('x')).status, 400);
});

test('without a valid payer token nothing is created: the page is told to authorise again', async ({ s }) => {
  const before = dbOf(s).payOrders.length;
  const p = await payer(s);
  const forged = `${Buffer.from('o-someone-else').toString('base64url')}.${p.payerToken.split('.')[1]}`;
  for (const token of [undefined, '', 'nonsense', forged]) {
    const r = await order(s, token as string);
    assert.is(r.code, 1010, String(token));
    assert.match(r.message, '微信身份已失效');
  }
  // a token that is no string at all is a malformed call, refused as such (openapi.json: a string)
  const malformed = await order(s, 12 as unknown as string);
  assert.equal([malformed.status, malformed.data], [400, { field: 'payerToken' }]);
  assert.is(dbOf(s).payOrders.length, before);
});

test('the same Idempotency-Key is one order (a double tap); a new intent is a new order', async ({ s }) => {
  const p = await payer(s);
  const before = dbOf(s).payOrders.length;
  const headers = key();
  const body = { amountFen: 500, storeId: ACTIVE_STORE, payerToken: p.payerToken };
  const [a, b] = await Promise.all([s.post('/api/pay/order', body, headers), s.post('/api/pay/order', body, headers)]);
  const answers = [a, b].filter((r) => r.code === 0);
  assert.ok(answers.length >= 1);
  const again = await s.post('/api/pay/order', body, headers);
  assert.is(again.data.orderNo, answers[0].data.orderNo);
  assert.is(again.data.pay.package, answers[0].data.pay.package);
  assert.is(dbOf(s).payOrders.length, before + 1);
  assert.is.not((await order(s, p.payerToken, 500)).data.orderNo, again.data.orderNo);
});

test("asked after :ok (afterPay) the order is settled as paid; another payer's order is no order at all", async ({
  s,
}) => {
  const p = await payer(s);
  const other = await payer(s);
  const created = await order(s, p.payerToken, 880);
  const orderNo = created.data.orderNo;
  const stranger = await stateAfterPay(s, orderNo, other.payerToken);
  assert.is(stranger.status, 404);
  assert.is(dbOf(s).payOrders.find((o: { orderNo: string }) => o.orderNo === orderNo).state, 'open');
  const read = await s.post('/api/pay/orderState', { orderNo, payerToken: p.payerToken });
  assert.is(read.data.state, 'open', 'without afterPay it is a plain read: WeChat Pay is not asked');
  const state = await stateAfterPay(s, orderNo, p.payerToken);
  assert.equal(
    { state: state.data.state, amountFen: state.data.amountFen, storeName: state.data.storeName },
    { state: 'paid', amountFen: 880, storeName: '洁衣坊·湖滨银泰店' },
  );
  const row = dbOf(s).payOrders.find((o: { orderNo: string }) => o.orderNo === orderNo);
  assert.match(row.transactionId, /^4200/);
  assert.ok(row.paidAt);
});

test('armed: the next payment fails once, with WeChat Pay reason; the one after pays', async ({ s }) => {
  const p = await payer(s);
  assert.is((await s.post('/__mock/payment', { outcome: 'fail' })).code, 0);
  const first = await order(s, p.payerToken, 300);
  const failed = await stateAfterPay(s, first.data.orderNo, p.payerToken);
  assert.is(failed.data.state, 'failed');
  assert.match(failed.data.failReason, '支付失败');
  const second = await order(s, p.payerToken, 300);
  const paid = await stateAfterPay(s, second.data.orderNo, p.payerToken);
  assert.is(paid.data.state, 'paid');
  assert.is((await s.post('/__mock/payment', { outcome: 'maybe' })).status, 400);
});

test('armed unconfirmed: the order stays open until a notification with a valid signature pays it', async ({ s }) => {
  const p = await payer(s);
  await s.post('/__mock/payment', { outcome: 'unconfirmed' });
  const created = await order(s, p.payerToken, 4321);
  const orderNo = created.data.orderNo;
  const ask = () => stateAfterPay(s, orderNo, p.payerToken);
  assert.is((await ask()).data.state, 'open');
  assert.is((await ask()).data.state, 'open', 'it stays unconfirmed');

  const fields: Record<string, string> = {
    appid: APP_ID,
    mch_id: DEV_WECHAT_PAY.mchId,
    nonce_str: 'n0nce',
    out_trade_no: orderNo,
    transaction_id: '4200000000202611250000000001',
    total_fee: '4321',
    result_code: 'SUCCESS',
  };
  const bad = await s.post('/api/pay/notify', { ...fields, sign: v2({ ...fields, total_fee: '1' }) });
  assert.is(bad.status, 400);
  assert.match(bad.message, '签名错误');
  const wrongAmount = { ...fields, total_fee: '1' };
  assert.match((await s.post('/api/pay/notify', { ...wrongAmount, sign: v2(wrongAmount) })).message, '金额');
  assert.is((await s.post('/api/pay/notify', { ...fields, sign: { x: 1 } })).status, 400);
  assert.is((await s.post('/api/pay/notify', '<xml>')).status, 400);
  assert.is((await ask()).data.state, 'open', 'refused notifications change nothing');

  const good = await s.post('/api/pay/notify', { ...fields, sign: v2(fields) });
  assert.is(good.code, 0, good.message);
  assert.is((await ask()).data.state, 'paid');
  assert.is((await s.post('/api/pay/notify', { ...fields, sign: v2(fields) })).code, 0, 'a repeat is fine');
});

test('reset forgets the armed outcome and the unused codes', async ({ s }) => {
  const { code } = await authorize(s);
  await s.post('/__mock/payment', { outcome: 'fail' });
  await s.post('/__mock/reset');
  assert.is((await s.get('/__mock/payment')).data.outcome, 'pay');
  assert.is((await s.post('/api/pay/payer', { code })).status, 400);
});

test.run();
