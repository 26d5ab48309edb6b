// The pages the launch flow sends people to, in real Chromium: a store user logs in and lands on
// the store home with its figures (no back arrow out of the app); the home notice opens its own
// text under its own title; a store QR link opens linkMini with its parameters; one-click
// pay shows the amount and says why it cannot pay here (no store in the link, or not WeChat).
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appSuite, newPhone, shot, type App } from './helpers';

const landing = appSuite('landing journeys');
const PLAIN_UA =
  'Mozilla/5.0 (Linux; Android 10; M2006C3LC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';

landing.before.each(async ({ app }) => {
  await app.page.goto(`${app.url}/#/`);
  await app.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
});

/** Nothing wider than the phone, and every visible control of the page 44 px high. */
async function checkLayout(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a, main input')) {
      const box = el.getBoundingClientRect();
      if (box.width && box.height < 44)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || '').trim()}" is ${Math.round(box.height)}px high`,
        );
    }
    return found;
  });
  assert.equal(problems, [], where);
}

/** A page in a browser that is not WeChat, sharing nothing with the app's own page. */
async function outsideWeChat(app: App, hashPath: string, name: string, check: (page: Page) => Promise<void>) {
  const context = await newPhone(app.browser, { userAgent: PLAIN_UA });
  await app.watchCsp(context);
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/#${hashPath}`);
    await check(page);
    await shot(page, name);
    await checkLayout(page, name);
  } finally {
    await context.close();
  }
}

landing('a store user logs in and lands on the store home with its figures', async ({ app }) => {
  const { page } = app;
  // the launch flow sends a store user to the store home when the app opens (DESIGN.md section 5)
  await app.loginAs('13800000002');
  await app.open('/pages/index/index');
  await page.waitForFunction(() => location.hash === '#/pages/storeHome/storeHome');
  await page.locator('.store-badge').waitFor();

  // what the server says, to compare the page with
  const home = await page.evaluate(async () => {
    const res = await fetch('/api/store/homeH5', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()).data;
  });
  assert.is(await page.title(), '门店');
  // a landing page: its bar names it, and no back arrow leads out of the app
  await page.locator('.ui-navbar', { hasText: '门店' }).waitFor();
  assert.is(await page.getByRole('button', { name: '返回' }).count(), 0, 'no back arrow');
  assert.is(await page.locator('.store-card .store-heading__name').textContent(), home.store.name);
  assert.is(await page.locator('.store-badge').textContent(), '已激活');
  const yuan = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const figures = await page.locator('.store-figures').textContent();
  for (const part of [
    `今日订单${home.todayOrderCount}`,
    `今日收益（元）${yuan(home.todayEarningsFen)}`,
    `待结算收益（元）${yuan(home.unsettledFen)}`,
    `门店数量${home.storeCount}`,
  ]) {
    assert.ok(figures?.includes(part), `${part} in ${figures}`);
  }
  const entries = await page.locator('.ui-grid a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // every entry the server gives leads to a page of the app
  assert.equal(
    entries,
    home.entries.map((e: { path: string }) => `#${e.path}`),
  );
  await page.getByRole('link', { name: '提现', exact: true }).waitFor();
  await app.shot('landing-store-home');
  await checkLayout(page, 'store home');

  await page.getByRole('link', { name: /收益中心/ }).click();
  await page.waitForFunction(() => location.hash === '#/pages/index/index');

  // a partner with no store and no real-name yet: the sentence instead of a store, and the prompt
  await app.loginAs('13800000004');
  await app.open('/pages/storeHome/storeHome');
  await page.getByText('您还没有门店').waitFor();
  await page.getByRole('link', { name: /完成实名认证后才能提现收益/ }).waitFor();
  await app.shot('landing-store-home-empty');
  await checkLayout(page, 'store home without a store');
});

landing('the home notice opens its own text under its own title', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  await app.open('/pages/index/index');
  await page.getByRole('link', { name: /新版合伙人收益规则/ }).click();
  await page.getByRole('heading', { name: '合伙人收益规则（新版）' }).waitFor();
  await page.waitForFunction(() => document.title === '合伙人收益规则');
  assert.is(await page.locator('.ui-navbar h1').textContent(), '合伙人收益规则');
  assert.is(await page.getByText('服务协议').count(), 0, 'not the service agreement');
  await app.shot('landing-notice-rules');
  // a rich text opened without a title of its own keeps the page's name
  await app.open('/pages/richTextPage/index?name=privacy');
  await page.getByRole('heading', { name: '隐私政策' }).waitFor();
  assert.is(await page.title(), '富文本');
});

landing(
  'a store QR link opens linkMini with the store, referrer and source in words, and the link to copy',
  async ({ app }) => {
    const { page } = app;
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto(`${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=qr#/`);
    await page.waitForFunction(() => location.hash === '#/pages/linkMini/linkMini?c=4&r=JYK6A2&s=qr');
    await page.waitForFunction(() => document.title === '跳转小程序');
    await page.locator('.link-mini__params').waitFor();
    await page.getByText('洁衣坊·湖滨银泰店').waitFor();
    assert.equal(await page.locator('.link-mini__params dd').allTextContents(), [
      '洁衣坊·湖滨银泰店',
      '李娜',
      '门店二维码',
    ]);
    const shown = await page.locator('.link-mini').innerText();
    for (const raw of ['JYK6A2', 'qr', '127.0.0.1', 'storeQrCode']) assert.not.ok(shown.includes(raw), `no raw ${raw}`);
    // a WeChat user agent but WeChat's script unreachable: no open tag that could never work, the fallback instead
    await page.getByText('暂时无法直接打开小程序').waitFor();
    assert.is(await page.locator('wx-open-launch-weapp').count(), 0);
    await page.getByRole('button', { name: '复制链接' }).click();
    await page.getByText('已复制').waitFor();
    assert.is(
      await page.evaluate(() => navigator.clipboard.readText()),
      `${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=qr#/`,
    );
    await app.shot('landing-link-mini-wechat');
    await checkLayout(page, 'linkMini in WeChat');

    await outsideWeChat(app, '/pages/linkMini/linkMini?c=4&r=JYK6A2&s=qr', 'landing-link-mini', async (p) => {
      await p.getByText('请在微信中打开此链接').waitFor();
      await p.getByText('李娜').waitFor();
      assert.is(await p.locator('wx-open-launch-weapp').count(), 0);
    });

    await app.open('/pages/linkMini/linkMini?c=A');
    await page.getByText(/二维码无效/).waitFor();
    await app.shot('landing-link-mini-invalid');
    await page.getByRole('button', { name: '去收益中心' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/linkMini'));
  },
);

landing(
  'one-click pay: the amount from the link, the payee store, the explanation; a missing or closed store says so',
  async ({ app }) => {
    const { page } = app;
    await app.open('/pages/oneClickPay/oneClickPay?amount=12345');
    await page.locator('.pay__amount').filter({ hasText: '123.45' }).waitFor();
    assert.is(await page.title(), '一键支付');
    await page.getByRole('heading', { name: '一键支付说明' }).waitFor();
    await page.getByRole('alert').filter({ hasText: '支付链接缺少收款门店' }).waitFor();
    assert.ok(await page.getByRole('button', { name: '立即支付 ¥123.45' }).isDisabled());
    assert.ok(page.url().startsWith(app.url), 'no authorisation for a link that cannot pay');
    await app.shot('landing-one-click-pay-wechat');
    await checkLayout(page, 'one-click pay in WeChat');

    // a closed store is named and refused on arrival, before any authorisation
    await app.open('/pages/oneClickPay/oneClickPay?amount=500&storeId=6');
    await page.getByRole('alert').filter({ hasText: '洁衣坊·钱江新城店已关闭，暂不能收款' }).waitFor();
    await page.getByRole('region', { name: '收款方' }).getByText('洁衣坊·钱江新城店').waitFor();
    assert.ok(await page.getByRole('button', { name: '立即支付 ¥5.00' }).isDisabled());
    assert.ok(page.url().startsWith(app.url), 'no authorisation for a store that cannot be paid');
    await app.shot('landing-one-click-pay-closed-store');

    await outsideWeChat(app, '/pages/oneClickPay/oneClickPay?storeId=4', 'landing-one-click-pay', async (p) => {
      await p.getByRole('alert').filter({ hasText: '请在微信中打开以完成支付' }).waitFor();
      await p.getByText('本次付款通过微信支付直接付给洁衣坊·湖滨银泰店').waitFor();
      await p.getByLabel('支付金额').fill('8.5');
      assert.ok(await p.getByRole('button', { name: '立即支付 ¥8.50' }).isDisabled());
    });
  },
);

landing.run();
