// 一键支付 before paying: the amount from the link or typed, outside WeChat (the amount, no order,
// no redirect), and WeChat's web authorisation (the redirect, the state checked once, the code gone
// from the address bar). The sheet's outcomes: oneClickPay-outcomes.test.tsx.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEV_WECHAT_APP_ID } from '../../../../src/api/pay-rules';
import { amountFromQuery } from '../../../../src/features/shops/pages/oneClickPay/index';
import { flush, fire, type } from '../../../render';
import {
  OPEN_IN_WECHAT,
  PAGE,
  PAYEE,
  PAYER,
  alertText,
  api,
  button,
  left,
  page,
  setUp,
  tearDown,
  until,
} from './one-click-pay-kit';

test.after.each(tearDown);

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
  assert.equal(api.calls.map((c) => c.path).sort(), ['/api/config/getConfig', '/api/pay/payee']);
  assert.is(api.count('/api/pay/order'), 0);
  unmount();
});

test('the payee store is named on arrival, and the explanation says it is who is paid', async () => {
  setUp();
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => container.querySelector('.pay__payee-name'), 'the payee');
  assert.is(container.querySelector('[aria-label=收款方]')?.textContent, '收款门店洁衣坊·湖滨银泰店');
  assert.equal(api.calls.find((c) => c.path === '/api/pay/payee')?.body, { storeId: 4 });
  await until(() => container.querySelector('.ui-rich-text'), 'the explanation');
  assert.match(container.querySelector('.pay__payee-note')?.textContent || '', '直接付给洁衣坊·湖滨银泰店');
  unmount();
});

test('a closed or unknown store says so on arrival, with the button off and no authorisation', async () => {
  for (const [payee, said] of [
    [{ storeName: '洁衣坊·西湖店', payable: false, reason: '洁衣坊·西湖店已关闭，暂不能收款' }, '洁衣坊·西湖店'],
    [{ storeName: null, payable: false, reason: '收款门店不存在，请向门店重新索取支付链接' }, '门店不存在'],
  ] as const) {
    setUp({ payer: false });
    api.routes['/api/pay/payee'] = { data: payee };
    const view = await page(`${PAGE}?amount=500&storeId=9`);
    await until(() => alertText(view.container), `refused: ${payee.reason}`);
    assert.is(alertText(view.container), payee.reason);
    assert.is(view.container.querySelector('.pay__payee-name')?.textContent, said);
    assert.ok(button(view.container, '立即支付').disabled);
    assert.not.ok(view.container.querySelector('.pay__payee-note'), 'no "paid to" for a store that cannot be paid');
    await flush(10);
    assert.equal(left, [], 'no authorisation round trip');
    view.unmount();
  }
});

test('no payer yet: off to authorise, with a one-time state kept for the return', async () => {
  setUp({ payer: false });
  const { unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => left.length, 'redirected');
  const url = new URL(left[0], location.href);
  // the mock's own page on the API's origin (the same origin unless the run sets TEST_API_BASE)
  assert.is(url.href.split('?')[0], new URL('/mock-wechat/oauth2/authorize', __API_BASE__ || location.href).href);
  assert.is(url.searchParams.get('appid'), DEV_WECHAT_APP_ID);
  assert.is(url.searchParams.get('redirect_uri'), `http://localhost:3000/#${PAGE}`);
  assert.is(url.searchParams.get('response_type'), 'code');
  assert.is(url.searchParams.get('scope'), 'snsapi_base');
  assert.match(url.searchParams.get('state') || '', /^[0-9a-f]{32}$/);
  assert.is(sessionStorage.getItem('pay:oauthState'), url.searchParams.get('state'));
  assert.is(api.count('/api/pay/order'), 0);
  unmount();
});

test('the return: state checked, code exchanged and gone from the address bar, payer kept', async () => {
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

test('a code the backend cannot exchange: its reason said once, in place (not toasted too)', async () => {
  setUp({ payer: false, search: '?code=c1&state=s1' });
  sessionStorage.setItem('pay:oauthState', 's1');
  api.routes['/api/pay/payer'] = { code: 400, message: '微信授权码已失效，请重新授权' };
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => alertText(container), 'refused');
  assert.is(alertText(container), '微信授权码已失效，请重新授权');
  assert.equal(api.toasts, []);
  assert.ok(button(container, '重新授权'));
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

test('the store and the explanation both failing: one failure, one 重新加载 that loads both', async () => {
  setUp();
  api.routes['/api/config/getConfig'] = { code: 500, message: '服务器开小差了' };
  api.routes['/api/pay/payee'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => container.querySelector('.ui-load-failed'), 'failed');
  await flush(20);
  const failures = container.querySelectorAll('.ui-load-failed');
  assert.is(failures.length, 1);
  assert.is(failures[0].querySelectorAll('button').length, 1);
  api.routes['/api/config/getConfig'] = { data: '<p>说明正文</p>' };
  api.routes['/api/pay/payee'] = { data: PAYEE };
  fire(failures[0].querySelector('button')!, 'click');
  await until(() => container.textContent?.includes('说明正文'), 'the explanation');
  await until(() => container.querySelector('.pay__payee-name'), 'the store');
  assert.is(container.querySelectorAll('.ui-load-failed').length, 0);
  unmount();
});

test.run();
