// 一键支付: the amount from the link or typed (draft kept), the explanation sanitized, and each
// message instead of a fake success: outside WeChat, WeChat without the SDK or signing service;
// pay() counts only WeChat's own success as paid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OneClickPayPage, { amountFromQuery } from '../../src/pages/oneClickPay/index';
import { pay, type WxPaySdk } from '../../src/pages/oneClickPay/pay';
import { render, flush, fire, type } from '../render';
import { AtUrl, fakeApi, type FakeApi } from './fake-api';

const OPEN_IN_WECHAT = '请在微信中打开以完成支付';
const UNAVAILABLE = '支付服务暂不可用，请稍后再试';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
const PARAMS = { timestamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' };
let api: FakeApi;

function setUp(weChat: boolean) {
  if (weChat) Object.defineProperty(navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
  api = fakeApi({
    '/api/config/getConfig': { data: '<h3>一键支付说明</h3><p onclick="x()">说明正文</p><script>alert(1)</script>' },
  });
  sessionStorage.clear();
}
test.after.each(() => {
  delete (navigator as { userAgent?: string }).userAgent;
  delete (window as { wx?: unknown }).wx;
  api?.restore();
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
const payButton = (root: Element) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith('立即支付'))!;

test('amount in the link: a positive whole number of fen, anything else is typed instead', () => {
  assert.is(amountFromQuery('12345'), 12345);
  for (const bad of [undefined, '', '0', '-5', '12.5', '1e3', 'abc', '1234567890123'])
    assert.is(amountFromQuery(bad), null, String(bad));
});

test('outside WeChat: the amount from the link, the sanitized explanation, and 请在微信中打开以完成支付', async () => {
  setUp(false);
  const { container, unmount } = await page('/pages/oneClickPay/oneClickPay?amount=123456');
  assert.is(container.querySelector('.pay__amount')?.textContent, '1,234.56');
  const rich = container.querySelector('.ui-rich-text')!;
  assert.ok(rich.textContent?.includes('说明正文'));
  assert.not.ok(rich.innerHTML.includes('script') || rich.innerHTML.includes('onclick'));
  assert.is(container.querySelector('[role=alert]')?.textContent, OPEN_IN_WECHAT);
  assert.ok(payButton(container).disabled);
  unmount();
});

test('in WeChat without the JS-SDK: 支付服务暂不可用 after the tap, never a success', async () => {
  setUp(true);
  const { container, unmount } = await page('/pages/oneClickPay/oneClickPay?amount=500');
  assert.not.ok(container.querySelector('[role=alert]'));
  fire(payButton(container), 'click');
  await flush();
  assert.is(container.querySelector('[role=alert]')?.textContent, UNAVAILABLE);
  assert.not.ok(container.textContent?.includes('已支付'));
  unmount();
});

test('no amount in the link: typed with the amount input, kept as a draft', async () => {
  setUp(true);
  let view = await page('/pages/oneClickPay/oneClickPay');
  assert.ok(payButton(view.container).disabled, 'nothing typed yet');
  type(view.container.querySelector('input')!, '88.8');
  assert.is(payButton(view.container).textContent, '立即支付 ¥88.80');
  assert.not.ok(payButton(view.container).disabled);
  view.unmount();
  view = await page('/pages/oneClickPay/oneClickPay');
  assert.is(view.container.querySelector('input')!.value, '88.8');
  view.unmount();
});

test('a failed explanation says so and 重新加载 loads it; the amount and the pay button stay', async () => {
  setUp(false);
  api.routes['/api/config/getConfig'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page('/pages/oneClickPay/oneClickPay?amount=500');
  const alert = [...container.querySelectorAll('[role=alert]')].find((a) => a.textContent?.includes('支付说明'));
  assert.match(alert?.textContent || '', '支付说明加载失败');
  assert.match(alert?.textContent || '', '服务器开小差了');
  assert.is(container.querySelector('.pay__amount')?.textContent, '5.00');
  assert.ok(payButton(container));
  api.routes['/api/config/getConfig'] = { data: '<p>说明正文</p>' };
  fire([...container.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!, 'click');
  for (let i = 0; i < 20 && !container.querySelector('.ui-rich-text'); i++) await flush(5);
  assert.ok(container.querySelector('.ui-rich-text')?.textContent?.includes('说明正文'));
  assert.is(api.count('/api/config/getConfig'), 2);
  unmount();
});

test('pay(): WeChat with the SDK but no signing service is unavailable; only WeChat success is paid', async () => {
  const called: string[] = [];
  const sdk = (result: 'success' | 'cancel' | 'fail'): WxPaySdk => ({
    chooseWXPay: (call) => {
      called.push(call.package);
      call[result](result === 'fail' ? { errMsg: 'chooseWXPay:fail' } : ({} as never));
    },
  });
  const service = async () => PARAMS;
  assert.equal(await pay(100, { inWeChat: false, sdk: sdk('success'), service }), {
    paid: false,
    message: OPEN_IN_WECHAT,
  });
  assert.equal(await pay(100, { inWeChat: true, sdk: undefined, service }), { paid: false, message: UNAVAILABLE });
  assert.equal(await pay(100, { inWeChat: true, sdk: sdk('success'), service: null }), {
    paid: false,
    message: UNAVAILABLE,
  });
  assert.equal(
    await pay(100, { inWeChat: true, sdk: sdk('success'), service: () => Promise.reject(new Error('down')) }),
    { paid: false, message: UNAVAILABLE },
  );
  assert.equal(called, [], 'the SDK is not called without signed parameters');
  assert.equal(await pay(100, { inWeChat: true, sdk: sdk('success'), service }), { paid: true });
  assert.is((await pay(100, { inWeChat: true, sdk: sdk('cancel'), service })).paid, false);
  assert.is((await pay(100, { inWeChat: true, sdk: sdk('fail'), service })).paid, false);
  assert.equal(called, ['prepay_id=wx1', 'prepay_id=wx1', 'prepay_id=wx1']);
});

test.run();
