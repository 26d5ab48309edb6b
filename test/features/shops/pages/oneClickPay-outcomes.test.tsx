// 一键支付 after 立即支付, with a stand-in WeixinJSBridge: ok and paid, ok and never confirmed, a
// relaunch mid-payment, cancel and pay again, WeChat's failure, a failed order, a refusal, an
// expired payer; paid only when the backend says so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONFIRM } from '../../../../src/features/shops/pages/oneClickPay/confirm';
import { act, fire } from '../../../render';
import {
  ORDER,
  PAGE,
  PARAMS,
  alertText,
  api,
  button,
  left,
  page,
  setUp,
  sheet,
  tearDown,
  until,
} from './one-click-pay-kit';

test.after.each(tearDown);

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
  assert.ok(sessionStorage.getItem('pay:intent'), 'the open order keeps its key');
  fire(button(container, '立即支付'), 'click');
  await until(() => container.textContent?.includes('支付成功'), 'paid the second time');
  assert.is(sessionStorage.getItem('pay:intent'), null);
  const keys = api.calls.filter((c) => c.path === '/api/pay/order').map((c) => c.key);
  assert.is(keys.length, 2);
  assert.ok(keys[0] && keys[0] === keys[1], 'one intent: the same Idempotency-Key both times');
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

test('a double tap creates one order and opens one sheet; the button says so meanwhile; a refusal is said once, in place', async () => {
  setUp();
  const { container, unmount } = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(container, '立即支付').disabled, 'ready');
  const pay = button(container, '立即支付');
  act(() => {
    pay.click();
    pay.click();
  });
  assert.is(pay.textContent, '正在发起支付…');
  await until(() => container.textContent?.includes('支付成功'), 'paid');
  assert.is(api.count('/api/pay/order'), 1);
  assert.is(sheet.calls.length, 1);
  unmount();

  setUp();
  api.routes['/api/pay/order'] = { code: 400, message: '洁衣坊·钱江新城店已关闭，暂不能收款' };
  const again = await page(`${PAGE}?amount=500&storeId=4`);
  await until(() => !button(again.container, '立即支付').disabled, 'ready');
  act(() => {
    button(again.container, '立即支付').click();
    button(again.container, '立即支付').click();
  });
  await until(() => alertText(again.container), 'refused');
  assert.is(api.count('/api/pay/order'), 1);
  assert.is(alertText(again.container), '洁衣坊·钱江新城店已关闭，暂不能收款');
  assert.equal(api.toasts, [], 'not toasted as well');
  again.unmount();
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

test.run();
