// 一键支付 in each state: outside WeChat (the amount, no order, no redirect), WeChat's web
// authorisation (the redirect, the state checked once, the code gone from the address bar), and
// each outcome of WeChat's sheet with a stand-in WeixinJSBridge; paid only when the backend says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OneClickPayPage, { amountFromQuery } from '../../src/pages/oneClickPay/index';
import { browser, forgetPayer } from '../../src/pages/oneClickPay/payer';
import { CONFIRM } from '../../src/pages/oneClickPay/confirm';
import { forgetJourney } from '../../src/pages/oneClickPay/usePayment';
import { render, flush, fire, type } from '../render';
import { AtUrl, fakeApi, type FakeApi } from './fake-api';

const OPEN_IN_WECHAT = '请在微信中打开以完成支付';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
const PAGE = '/pages/oneClickPay/oneClickPay';
const PAYER = { openid: 'o-test-payer', payerToken: 'token-1' };
const PARAMS = {
  appId: 'wx5f0c4d3b2a1e9d87',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  signType: 'MD5',
  paySign: 'S',
};
const ORDER = { orderNo: 'P1', amountFen: 500, storeName: '洁衣坊·湖滨银泰店', state: 'open', failReason: null };
let api: FakeApi;
let left: string[];
let sheet: { calls: { name: string; params: Record<string, string> }[]; answers: string[] };

/** In WeChat (or not), with `payer` already known this session, at `search` + the page's hash. */
function setUp({ weChat = true, payer = true, search = '' } = {}) {
  if (weChat) Object.defineProperty(navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
  sessionStorage.clear();
  forgetPayer();
  forgetJourney();
  if (payer) sessionStorage.setItem('pay:payer', JSON.stringify(PAYER));
  history.replaceState(null, '', `/${search}#${PAGE}`);
  left = [];
  browser.go = (url) => left.push(url);
  sheet = { calls: [], answers: [] };
  (window as unknown as Record<string, unknown>).WeixinJSBridge = {
    invoke(name: string, params: Record<string, string>, cb: (res: { err_msg: string }) => void) {
      sheet.calls.push({ name, params });
      setTimeout(() => cb({ err_msg: `get_brand_wcpay_request:${sheet.answers.shift() ?? 'ok'}` }), 0);
    },
  };
  api = fakeApi({
    '/api/config/getConfig': { data: '<h3>一键支付说明</h3><p onclick="x()">说明正文</p><script>alert(1)</script>' },
    '/api/pay/payer': { data: PAYER },
    '/api/pay/order': { data: { ...ORDER, pay: PARAMS } },
    '/api/pay/orderState': { data: { ...ORDER, state: 'paid' } },
  });
  CONFIRM.waitMs = 1;
}
test.after.each(() => {
  delete (navigator as { userAgent?: string }).userAgent;
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  api?.restore();
  CONFIRM.waitMs = 1000;
});

async function page(url: string) {
  const view = render(
    <AtUrl url={url}>
      <OneClickPayPage />
    </AtUrl>,
  );
  for (let i = 0; i < 20 && view.container.querySelector('[aria-busy]'); i++) await flush(5);
  return view;
}
async function until(check: () => unknown, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await flush(5);
  assert.ok(check(), what);
}
const button = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text))!;
const alertText = (root: Element) => root.querySelector('.pay__message')?.textContent;

test('amount in the link: a positive whole number of fen, anything else is typed instead', () => {
  assert.is(amountFromQuery('12345'), 12345);
  for (const bad of [undefined, '', '0', '-5', '12.5', '1e3', 'abc', '1234567890123'])
    assert.is(amountFromQuery(bad), null, String(bad));
});

test('outside WeChat: the amount, the sanitized explanation, 请在微信中打开; no redirect, no order', async () => {
  setUp({ weChat: false, payer: false });
  const { container, unmount } = await page(`${PAGE}?amount=123456&storeId=4`);
  assert.is(container.querySelector('.pay__amount')?.textContent, '1,234.56');
  const rich = container.querySelector('.ui-rich-text')!;
  assert.ok(rich.textContent?.includes('说明正文'));
  assert.not.ok(rich.innerHTML.includes('script') || rich.innerHTML.includes('onclick'));
  assert.is(alertText(container), OPEN_IN_WECHAT);
  assert.ok(button(container, '立即支付').disabled);
  await flush(10);
  assert.equal(left, []);
  assert.equal(
    api.calls.map((c) => c.path),
    ['/api/config/getConfig'],
  );
  unmount();
});

test('in WeChat with no payer yet: off to the authorisation page with a one-time state kept for the return', async () => {
  setUp({ payer: false });
  const { unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => left.length, 'redirected');
  const url = new URL(left[0], location.href);
  // the mock's own page on the API's origin (the same origin unless the run sets TEST_API_BASE)
  assert.is(url.href.split('?')[0], new URL('/mock-wechat/oauth2/authorize', __API_BASE__ || location.href).href);
  assert.is(url.searchParams.get('appid'), 'wx5f0c4d3b2a1e9d87');
  assert.is(url.searchParams.get('redirect_uri'), `http://localhost:3000/#${PAGE}`);
  assert.is(url.searchParams.get('response_type'), 'code');
  assert.is(url.searchParams.get('scope'), 'snsapi_base');
  assert.match(url.searchParams.get('state') || '', /^[0-9a-f]{32}$/);
  assert.is(sessionStorage.getItem('pay:oauthState'), url.searchParams.get('state'));
  assert.is(api.count('/api/pay/order'), 0);
  unmount();
});

test('the return: state checked, code exchanged once and removed from the address bar, payer kept for the session', async () => {
  setUp({ payer: false, search: '?code=c1&state=s1' });
  sessionStorage.setItem('pay:oauthState', 's1');
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready to pay');
  assert.equal(api.calls.find((c) => c.path === '/api/pay/payer')?.body, { code: 'c1' });
  assert.is(location.search, '');
  assert.is(location.hash, `#${PAGE}`);
  assert.equal(JSON.parse(sessionStorage.getItem('pay:payer') || ''), PAYER);
  assert.is(sessionStorage.getItem('pay:oauthState'), null, 'a state is used once');
  assert.equal(left, []);
  unmount();
});

test('a return with a wrong, missing or used state is refused, and 重新授权 starts again', async () => {
  for (const [search, stored] of [
    ['?code=c1&state=forged', 's1'],
    ['?code=c1', 's1'],
    ['?code=c1&state=s1', null],
  ] as const) {
    setUp({ payer: false, search });
    if (stored) sessionStorage.setItem('pay:oauthState', stored);
    const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
    await until(() => alertText(container), `refused for ${search}`);
    assert.match(alertText(container) || '', '微信授权校验未通过');
    assert.is(api.count('/api/pay/payer'), 0, 'the code is never exchanged');
    assert.is(location.search, '', 'the code leaves the address bar anyway');
    fire(button(container, '重新授权'), 'click');
    assert.is(left.length, 1);
    assert.is(new URL(left[0], location.href).searchParams.get('state'), sessionStorage.getItem('pay:oauthState'));
    unmount();
  }
});

test('ok, then the backend says paid: 支付成功 with the amount and the store; the draft is gone', async () => {
  setUp();
  sessionStorage.setItem('draft:oneClickPay', '5');
  const { container, unmount } = await page(`${PAGE}?storeId=4`);
  await until(() => !button(container, '立即支付 ¥5.00').disabled, 'ready');
  fire(button(container, '立即支付'), 'click');
  await until(() => container.textContent?.includes('支付成功'), '支付成功');
  assert.equal(api.calls.find((c) => c.path === '/api/pay/order')?.body, {
    amountFen: 500,
    storeId: 4,
    payerToken: 'token-1',
  });
  assert.equal(sheet.calls, [{ name: 'getBrandWCPayRequest', params: PARAMS }]);
  assert.equal(api.calls.find((c) => c.path === '/api/pay/orderState')?.body, {
    orderNo: 'P1',
    payerToken: 'token-1',
    afterPay: true,
  });
  assert.is(container.querySelector('.pay__amount')?.textContent, '¥5.00');
  assert.match(container.textContent || '', '收款方：洁衣坊·湖滨银泰店');
  assert.is(sessionStorage.getItem('draft:oneClickPay'), null);
  unmount();
});

test('ok, but the backend never says paid: 支付结果确认中 after 5 asks, and 再次查询 asks again', async () => {
  setUp();
  api.routes['/api/pay/orderState'] = { data: ORDER };
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready');
  fire(button(container, '立即支付'), 'click');
  await until(() => container.textContent?.includes('支付结果确认中'), '确认中');
  assert.is(api.count('/api/pay/orderState'), 5);
  assert.not.ok(container.textContent?.includes('支付成功'));
  api.routes['/api/pay/orderState'] = { data: { ...ORDER, state: 'paid' } };
  fire(button(container, '再次查询'), 'click');
  await until(() => container.textContent?.includes('支付成功'), 'paid on asking again');
  assert.is(api.count('/api/pay/orderState'), 6);
  assert.is(api.count('/api/pay/order'), 1);
  unmount();
});

test('mounted afresh mid-payment (WeChat coming back to the page relaunches it): the outcome still shows', async () => {
  setUp();
  CONFIRM.waitMs = 30;
  let asked = 0;
  api.routes['/api/pay/orderState'] = () => ({ data: { ...ORDER, state: ++asked < 3 ? 'open' : 'paid' } });
  let view = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(view.container, '立即支付').disabled, 'ready');
  fire(button(view.container, '立即支付'), 'click');
  await until(() => asked === 1, 'confirming');
  view.unmount();
  view = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => view.container.textContent?.includes('支付成功'), 'the new page shows the outcome');
  assert.is(api.count('/api/pay/order'), 1);
  view.unmount();
});

test('cancel: 已取消支付, and paying again opens the same order', async () => {
  setUp();
  sheet.answers.push('cancel');
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready');
  fire(button(container, '立即支付'), 'click');
  await until(() => alertText(container), 'cancelled');
  assert.match(alertText(container) || '', '已取消支付');
  assert.is(api.count('/api/pay/orderState'), 0, 'a cancel is not asked about');
  const intent = sessionStorage.getItem('pay:intent');
  fire(button(container, '立即支付'), 'click');
  await until(() => container.textContent?.includes('支付成功'), 'paid the second time');
  assert.is(sessionStorage.getItem('pay:intent'), null);
  assert.ok(intent?.includes('o-test-payer|4|500'), 'one intent: the same Idempotency-Key both times');
  assert.equal(
    sheet.calls.map((c) => c.params.package),
    ['prepay_id=wx1', 'prepay_id=wx1'],
  );
  unmount();
});

test("fail: WeChat's message and the button to try again; a failed order or a refusal says why", async () => {
  setUp();
  sheet.answers.push('fail');
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready');
  fire(button(container, '立即支付'), 'click');
  await until(() => alertText(container), 'failed');
  assert.match(alertText(container) || '', 'get_brand_wcpay_request:fail');
  assert.not.ok(button(container, '立即支付').disabled);

  api.routes['/api/pay/orderState'] = { data: { ...ORDER, state: 'failed', failReason: '银行卡余额不足' } };
  fire(button(container, '立即支付'), 'click');
  await until(() => alertText(container)?.includes('银行卡余额不足'), 'failed order');
  assert.match(alertText(container) || '', '支付失败');

  api.routes['/api/pay/order'] = { code: 400, message: '洁衣坊·钱江新城店已关闭，暂不能收款' };
  fire(button(container, '立即支付'), 'click');
  await until(() => alertText(container)?.includes('已关闭'), 'the backend refusal');
  assert.is(sheet.calls.length, 2, 'no sheet for a refused order');
  unmount();
});

test('an expired payer is sent to authorise again', async () => {
  setUp();
  api.routes['/api/pay/order'] = { code: 1010, message: '微信身份已失效，请重新进入支付页' };
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready');
  fire(button(container, '立即支付'), 'click');
  await until(() => left.length, 'authorising again');
  assert.is(sessionStorage.getItem('pay:payer'), null);
  unmount();
});

test('a link without a store, or an amount over the limit, cannot be paid and says why', async () => {
  setUp({ payer: false });
  let view = await page(`${PAGE}?amount=500`);
  assert.match(alertText(view.container) || '', '缺少收款门店');
  assert.ok(button(view.container, '立即支付').disabled);
  await flush(10);
  assert.equal(left, [], 'no authorisation for a link that cannot pay');
  view.unmount();

  setUp();
  view = await page(`${PAGE}?storeId=4`);
  await until(() => view.container.querySelector('input'), 'the amount input');
  type(view.container.querySelector('input')!, '50000.01');
  await until(() => view.container.textContent?.includes('不能超过 50,000.00 元'), 'the limit');
  assert.ok(button(view.container, '立即支付').disabled);
  view.unmount();
});

test('no amount in the link: typed with the amount input, kept as a draft', async () => {
  setUp();
  let view = await page(`${PAGE}?storeId=4`);
  await until(() => view.container.querySelector('input'), 'the amount input');
  type(view.container.querySelector('input')!, '88.8');
  await until(() => button(view.container, '立即支付 ¥88.80') && !button(view.container, '立即支付').disabled, 'typed');
  view.unmount();
  view = await page(`${PAGE}?storeId=4`);
  assert.is(view.container.querySelector('input')!.value, '88.8');
  view.unmount();
});

test('a failed explanation says so and 重新加载 loads it; the amount and the pay button stay', async () => {
  setUp({ weChat: false });
  api.routes['/api/config/getConfig'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page(`${PAGE}?amount=500`);
  const alert = [...container.querySelectorAll('[role=alert]')].find((a) => a.textContent?.includes('支付说明'));
  assert.match(alert?.textContent || '', '支付说明加载失败');
  assert.match(alert?.textContent || '', '服务器开小差了');
  assert.is(container.querySelector('.pay__amount')?.textContent, '5.00');
  assert.ok(button(container, '立即支付'));
  api.routes['/api/config/getConfig'] = { data: '<p>说明正文</p>' };
  fire(button(container, '重新加载'), 'click');
  for (let i = 0; i < 20 && !container.querySelector('.ui-rich-text'); i++) await flush(5);
  assert.ok(container.querySelector('.ui-rich-text')?.textContent?.includes('说明正文'));
  assert.is(api.count('/api/config/getConfig'), 2);
  unmount();
});

test.run();
