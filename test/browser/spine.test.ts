// The spine in real Chromium: log in with the SMS code, the earnings centre, a 401 mid-session,
// error toasts, the launch redirects and the store-user redirect.
import * as assert from 'uvu/assert';
import { appSuite, startApp, type App } from './helpers';

const spine = appSuite('spine journeys');
spine.before.each(async ({ app }) => {
  await app.context.clearCookies();
  await app.page.goto(`${app.url}/#/`);
  await app.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await fetch(`${app.url}/__mock/reset`, { method: 'POST' });
});

const hashOf = (app: App) => app.page.evaluate(() => location.hash);

async function loginThroughForm(app: App, mobile: string) {
  const { page } = app;
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /\d+秒重新获取/ }).waitFor();
  await page.getByLabel('验证码', { exact: true }).fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

spine('log in with the code and see the earnings centre', async ({ app }) => {
  const { page } = app;
  await app.open('/');
  assert.is(await page.title(), '登录');
  await app.shot('login');
  await loginThroughForm(app, '13800000001');
  await page.waitForFunction(() => location.hash === '#/pages/index/index');
  await page.getByText('可提现（元）').waitFor();
  await page.waitForFunction(() => !document.querySelector('.home-wallet__amount')?.textContent?.includes('--'));
  assert.is(await page.title(), '收益中心');
  await page.locator('.home-trend__chart svg').waitFor();
  await app.shot('home');
});

spine('a wrong mobile and a missing agreement are refused in place', async ({ app }) => {
  const { page } = app;
  await app.open('/pages/login/index');
  await page.getByLabel('手机号').fill('1380000000a');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('手机号只能包含数字').waitFor();
  await page.getByLabel('手机号').fill('13800000001');
  await page.getByLabel('验证码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('请先阅读并同意《用户协议》和《隐私政策》').waitFor();
  assert.is(await hashOf(app), '#/pages/login/index');
});

spine('a 401 mid-session goes to login and comes back to the same page', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  await app.open('/pages/index/index');
  await page.getByText('可提现（元）').waitFor();
  await app.arm('/api/userWallet/myWithDrawalRecordH5', 'unauthorized');
  await page.evaluate(() => (location.hash = '/pages/withdrawList/index'));
  await page.waitForFunction(() => location.hash.startsWith('#/pages/login/index?redirect='));
  assert.is(await page.evaluate(() => localStorage.getItem('token')), null);
  await fetch(`${app.url}/__mock/reset`, { method: 'POST' }); // the SMS code may be asked for again at once
  await loginThroughForm(app, '13800000001');
  await page.waitForFunction(() => location.hash === '#/pages/withdrawList/index');
  // the title follows once the app has rendered the new address (its route may wait for the route table)
  await page.waitForFunction(() => document.title === '提现记录', null, { timeout: 5000 });
});

spine('a business error shows the server message as an alert toast', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  await app.arm('/api/userWallet/userWalletH5', 'business-error');
  await app.open('/pages/index/index');
  const toast = page.getByRole('alert').filter({ hasText: '业务处理失败（模拟场景）' });
  await toast.waitFor();
  await app.shot('toast-error');
});

spine('a dropped connection shows the transport failure toast', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  // Chromium silently retries a GET whose connection the mock's `drop` closed, using up the
  // armed drops, so the network failure is made here, for every attempt
  let attempts = 0;
  await page.route('**/api/userWallet/userWalletH5', (r) => {
    attempts++;
    return r.abort('connectionreset');
  });
  try {
    await app.open('/pages/index/index');
    await page.getByRole('alert').filter({ hasText: '后端接口连接异常' }).waitFor();
    assert.is(attempts, 2, 'the GET was tried twice: once and one retry');
  } finally {
    await page.unroute('**/api/userWallet/userWalletH5');
  }
});

spine('launch: a oneClickPay hash relaunches on the one-click-pay page', async ({ app }) => {
  await app.open('/pages/index/index?from=oneClickPay');
  await app.page.waitForFunction(() => location.hash === '#/pages/oneClickPay/oneClickPay');
});

spine('launch: a storeQrCode link with c, r and s relaunches on linkMini', async ({ app }) => {
  await app.page.goto(`${app.url}/?storeQrCode=1&c=C1&r=R2&s=S3#/`);
  await app.page.waitForFunction(() => location.hash === '#/pages/linkMini/linkMini?c=C1&r=R2&s=S3');
  assert.is(await app.page.evaluate(() => location.search), '', 'the QR parameters left the query string');
});

spine('launch: a store user is sent to the store home; an exempt director is not', async ({ app }) => {
  await app.loginAs('13800000002');
  await app.open('/pages/index/index');
  await app.page.waitForFunction(() => location.hash === '#/pages/storeHome/storeHome');

  const director = await startApp();
  try {
    await director.loginAs('13800000003');
    await director.open('/pages/index/index');
    await director.page.getByText('可提现（元）').waitFor();
    await director.page.waitForTimeout(500);
    assert.is(await director.page.evaluate(() => location.hash), '#/pages/index/index');
  } finally {
    await director.close();
  }
});

spine('an unknown route shows a real not-found page with a way home', async ({ app }) => {
  const { page } = app;
  await app.open('/pages/nothing/here');
  await page.getByText('页面不存在').first().waitFor();
  assert.is(await page.title(), '页面不存在');
  await app.shot('not-found');
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.waitForFunction(
    () => location.hash.startsWith('#/pages/index/index') || location.hash.startsWith('#/pages/login/index'),
  );
});

spine('garbage in the hash and in storage never gives a blank page', async ({ app }) => {
  const { page } = app;
  await page.evaluate(() => {
    localStorage.setItem('userInfo', '{broken');
    localStorage.setItem('token', 'x y');
  });
  await page.goto(`${app.url}/#%%%/??&&`);
  await page
    .getByText(/页面不存在|合伙人登录/)
    .first()
    .waitFor();
});

spine.run();
