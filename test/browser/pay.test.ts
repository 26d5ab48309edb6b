// One-click pay in real Chromium with a WeChat user agent against the mock: WeChat's web
// authorisation round trip, the pay sheet of the simulated WeChat client (wechat-client.ts, which
// checks paySign with the merchant key) answering ok, cancel or fail, and the backend's verdict:
// paid, unconfirmed, failed. Outside
// WeChat nothing is created; a double tap is one order; a tampered or reused state is refused.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { v2Sign } from '../helpers/wechat-pay';
import type { BrowserContext, Page } from 'playwright-core';
import { newPhone, startApp, WECHAT_UA, shot, type App } from './helpers';
import type { SheetAnswer, SimulatedWeChat } from '../helpers/wechat-client/client';
import { serveWeChat } from './wechat-client';
import type { PayOrderRow } from '../../mock-server/schema';
import { DEV_WECHAT_PAY } from '../../mock-server/services/wechat-pay';
import { DEV_WECHAT } from '../../mock-server/services/wechat-sdk';
import { PLAIN_UA } from './wechat-phone';

const pay = suite<{ app: App }>('one-click pay journeys', { app: null as unknown as App });
// the mock's development merchant key and id, WeChat app id and jsapi_ticket (DEV_WECHAT_PAY,
// DEV_WECHAT: none is set in the test's environment), which the simulated client holds too
const LINK = '/pages/oneClickPay/oneClickPay?amount=1234&storeId=4';

pay.before(async (ctx) => {
  ctx.app = await startApp();
});
pay.after.each(({ app }) => app.checkCsp());
pay.after(async (ctx) => {
  await ctx.app.close();
});

const contexts: BrowserContext[] = [];
pay.after.each(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const clients = new WeakMap<Page, SimulatedWeChat>();
/** The pay sheets the page asked WeChat for, oldest first, with their parameters. */
const bridgeCalls = async (page: Page) =>
  (clients.get(page)?.named('getBrandWCPayRequest') ?? []).map((c) => ({
    name: c.name,
    params: c.args as Record<string, string>,
  }));

/** A new WeChat user (own cookies and storage), whose WeChat answers the pay sheets with `answers`. */
async function payer(app: App, answers: SheetAnswer[] = [], userAgent = WECHAT_UA): Promise<Page> {
  const context = await newPhone(app.browser, { userAgent });
  contexts.push(context);
  await app.watchCsp(context);
  const client =
    userAgent === WECHAT_UA
      ? await serveWeChat(context, {
          appId: DEV_WECHAT.appId,
          ticket: DEV_WECHAT.jsapiTicket,
          merchantKey: DEV_WECHAT_PAY.key,
          payAnswers: answers,
        })
      : null;
  const page = await context.newPage();
  if (client) clients.set(page, client);
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  return page;
}

/** Opens the link and waits until the authorisation's round trip is done and paying is possible. */
async function openLink(app: App, page: Page, link = LINK) {
  // a fresh document, as a link opened in WeChat is
  await page.goto('about:blank');
  await page.goto(`${app.url}/#${link}`);
  await page
    .getByRole('button', { name: /^立即支付/ })
    .and(page.locator(':enabled'))
    .waitFor();
}

const orders = async (app: App) => (await (await fetch(`${app.url}/__mock/db/payOrders`)).json()) as PayOrderRow[];
const v2 = (fields: Record<string, string>) => v2Sign(fields, DEV_WECHAT_PAY.key);
const armNextPayment = (app: App, outcome: string) =>
  fetch(`${app.url}/__mock/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });

pay(
  'ok and confirmed: authorised without a trace in the address bar, signed sheet, 支付成功 with the amount',
  async ({ app }) => {
    const page = await payer(app);
    const before = (await orders(app)).length;
    await openLink(app, page);
    assert.not.match(page.url(), /code=|state=/);
    assert.ok(page.url().endsWith(`/#${LINK}`), page.url());
    await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
    await page.getByRole('heading', { name: '支付成功' }).waitFor();
    assert.is(await page.locator('.pay__amount').textContent(), '¥12.34');
    await page.getByText('收款方：洁衣坊·湖滨银泰店').waitFor();
    await shot(page, 'pay-paid');

    const calls = await bridgeCalls(page);
    assert.is(calls.length, 1);
    assert.is(calls[0].name, 'getBrandWCPayRequest');
    const { paySign, ...signed } = calls[0].params;
    assert.is(paySign, v2(signed), 'paySign verifies with the merchant key (v2 MD5)');
    assert.is(signed.signType, 'MD5');
    const all = await orders(app);
    assert.is(all.length, before + 1);
    const order = all[all.length - 1];
    assert.is(signed.package, `prepay_id=${order.prepayId}`);
    assert.equal([order.state, order.amountFen, order.storeId], ['paid', 1234, 4]);
    const payerShown = await page.evaluate(() => sessionStorage.getItem('pay:payer') || '');
    assert.ok(payerShown.includes(order.openid), 'the openid is kept for the session');
    assert.is(await page.evaluate(() => localStorage.getItem('pay:payer')), null);
  },
);

pay('ok but unconfirmed: 支付结果确认中, and 再次查询 shows paid once the notification came', async ({ app }) => {
  const page = await payer(app);
  await openLink(app, page);
  await armNextPayment(app, 'unconfirmed');
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('heading', { name: '支付结果确认中' }).waitFor({ timeout: 15000 });
  assert.is(await page.getByRole('heading', { name: '支付成功' }).count(), 0);
  await shot(page, 'pay-unconfirmed');
  const order = (await orders(app)).at(-1)!;
  assert.is(order.state, 'open');

  const fields: Record<string, string> = {
    appid: DEV_WECHAT.appId,
    mch_id: DEV_WECHAT_PAY.mchId,
    nonce_str: 'journey',
    out_trade_no: order.orderNo,
    transaction_id: '4200000000202611250000000002',
    total_fee: String(order.amountFen),
    result_code: 'SUCCESS',
  };
  const notified = await fetch(`${app.url}/api/pay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, sign: v2(fields) }),
  });
  assert.is(((await notified.json()) as { code: number }).code, 0);
  await page.getByRole('button', { name: '再次查询' }).click();
  await page.getByRole('heading', { name: '支付成功' }).waitFor();
});

pay('cancel, then pay again: 已取消支付, and the second sheet is the same order', async ({ app }) => {
  const page = await payer(app, ['cancel']);
  await openLink(app, page);
  const before = (await orders(app)).length;
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('alert').filter({ hasText: '已取消支付' }).waitFor();
  await shot(page, 'pay-cancelled');
  assert.is((await orders(app)).at(-1)!.state, 'open');
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('heading', { name: '支付成功' }).waitFor();
  const calls = await bridgeCalls(page);
  assert.is(calls.length, 2);
  assert.is(calls[1].params.package, calls[0].params.package);
  assert.is((await orders(app)).length, before + 1, 'one order');
});

pay("fail: WeChat's message and paying again works; a failed order and a closed store say why", async ({ app }) => {
  const page = await payer(app, ['fail']);
  await openLink(app, page);
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('alert').filter({ hasText: '支付失败（模拟）' }).waitFor();
  await shot(page, 'pay-sheet-failed');
  assert.is(await page.getByRole('heading', { name: '支付成功' }).count(), 0);

  await armNextPayment(app, 'fail');
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('alert').filter({ hasText: '银行卡余额不足' }).waitFor();
  assert.is((await orders(app)).at(-1)!.state, 'failed');
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('heading', { name: '支付成功' }).waitFor();

  // a closed store says so on arrival, the button off
  await page.goto('about:blank');
  await page.goto(`${app.url}/#/pages/oneClickPay/oneClickPay?amount=1234&storeId=6`);
  await page.locator('.pay__message').filter({ hasText: '洁衣坊·钱江新城店已关闭，暂不能收款' }).waitFor();
  assert.ok(await page.getByRole('button', { name: '立即支付 ¥12.34' }).isDisabled());
});

pay('outside WeChat: the amount and 请在微信中打开, no authorisation, no order', async ({ app }) => {
  const page = await payer(app, [], PLAIN_UA);
  const before = (await orders(app)).length;
  await page.goto(`${app.url}/#${LINK}`);
  await page.getByRole('alert').filter({ hasText: '请在微信中打开以完成支付' }).waitFor();
  assert.is(await page.locator('.pay__amount').textContent(), '12.34');
  assert.ok(await page.getByRole('button', { name: '立即支付 ¥12.34' }).isDisabled());
  await page.waitForTimeout(300);
  assert.ok(page.url().endsWith(`/#${LINK}`), 'never sent to authorise');
  assert.is((await orders(app)).length, before);
  assert.equal(await bridgeCalls(page), []);
});

pay('a double tap is one order and one sheet', async ({ app }) => {
  const page = await payer(app);
  await openLink(app, page);
  const before = (await orders(app)).length;
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).dblclick();
  await page.getByRole('heading', { name: '支付成功' }).waitFor();
  assert.is((await orders(app)).length, before + 1);
  assert.is((await bridgeCalls(page)).length, 1);
});

pay('a tampered or reused state is refused; 重新授权 goes round again and pays', async ({ app }) => {
  const page = await payer(app);
  let returned = '';
  page.on('response', (r) => {
    if (r.url().includes('/mock-wechat/oauth2/authorize')) returned = r.headers().location || '';
  });
  await openLink(app, page);
  assert.match(returned, /code=\w+&state=\w+/);

  const tampered = returned.replace(/state=\w+/, 'state=forged');
  await page.goto('about:blank');
  await page.goto(tampered);
  await page.getByRole('alert').filter({ hasText: '微信授权校验未通过' }).waitFor();
  await shot(page, 'pay-state-refused');
  assert.not.match(page.url(), /code=/);

  // the state of that return was used already: the same address again is refused too
  await page.goto('about:blank');
  await page.goto(returned);
  await page.getByRole('alert').filter({ hasText: '微信授权校验未通过' }).waitFor();

  await page.getByRole('button', { name: '重新授权' }).click();
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).and(page.locator(':enabled')).waitFor();
  await page.getByRole('button', { name: '立即支付 ¥12.34' }).click();
  await page.getByRole('heading', { name: '支付成功' }).waitFor();
});

pay.run();
