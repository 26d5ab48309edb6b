// What the 一键支付 component tests share: a WeChat user agent (or not), the payer of the session,
// the page's address, a stand-in WeixinJSBridge that records the sheets and answers as queued,
// the fake API, and where the page would have gone (`left`) instead of leaving.
import * as assert from 'uvu/assert';
import { DEV_WECHAT_APP_ID } from '../../../../src/api/pay-rules';
import OneClickPayPage from '../../../../src/features/shops/pages/oneClickPay/index';
import { browser, forgetPayer } from '../../../../src/features/shops/pages/oneClickPay/payer';
import { CONFIRM } from '../../../../src/features/shops/pages/oneClickPay/confirm';
import { forgetJourney } from '../../../../src/features/shops/pages/oneClickPay/usePayment';
import { until as settled } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

export const OPEN_IN_WECHAT = '请在微信中打开以完成支付';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
export const PAGE = '/pages/oneClickPay/oneClickPay';
export const PAYER = { openid: 'o-test-payer', payerToken: 'token-1' };
export const PARAMS = {
  appId: DEV_WECHAT_APP_ID,
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  signType: 'MD5',
  paySign: 'S',
};
export const ORDER = { orderNo: 'P1', amountFen: 500, storeName: '洁衣坊·湖滨银泰店', state: 'open', failReason: null };
export const PAYEE = { storeName: '洁衣坊·湖滨银泰店', payable: true, reason: null };
export let api: FakeApi;
export let left: string[];
export let sheet: { calls: { name: string; params: Record<string, string> }[]; answers: string[] };

/** In WeChat (or not), with `payer` already known this session, at `search` + the page's hash. */
export function setUp({ weChat = true, payer = true, search = '' } = {}) {
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
  // a test may set up again (a loop over links): put the real fetch back first, or the new fake
  // would keep the old one as "real" and leave it behind for the suites after this one
  api?.restore();
  api = fakeApi({
    '/api/config/getConfig': { data: '<h3>一键支付说明</h3><p onclick="x()">说明正文</p><script>alert(1)</script>' },
    '/api/pay/payee': { data: PAYEE },
    '/api/pay/payer': { data: PAYER },
    '/api/pay/order': { data: { ...ORDER, pay: PARAMS } },
    '/api/pay/orderState': { data: { ...ORDER, state: 'paid' } },
  });
  CONFIRM.waitMs = 1;
}
/** Puts back what setUp changed; each suite calls it after each test. */
export function tearDown() {
  delete (navigator as { userAgent?: string }).userAgent;
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  api?.restore();
  CONFIRM.waitMs = 1000;
}

export async function page(url: string) {
  const view = renderAt(url, <OneClickPayPage />);
  await settled(() => !view.container.querySelector('[aria-busy]'), 5000);
  return view;
}
export async function until(check: () => unknown, what: string) {
  // by the clock, not a count of flushes: a loaded machine runs a frame's work late
  await settled(() => !!check(), 5000);
  assert.ok(check(), what);
}
export const button = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text))!;
export const alertText = (root: Element) => root.querySelector('.pay__message')?.textContent;
