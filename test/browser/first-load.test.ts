// The first load as a phone sees it: the login form pre-rendered into index.html works as a form
// before the scripts arrive and keeps what was typed when they take over; a returning user and
// a one-click-pay link never see that form, not even for one frame.
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { appSuite, newPhone, shot, type App } from './helpers';
import { LOGIN_IDLE_START_MS } from '../../scripts/build/boot-script';

const firstLoad = appSuite('first load');

async function freshContext(app: App): Promise<BrowserContext> {
  const context = await newPhone(app.browser);
  await app.watchCsp(context);
  return context;
}

/** Holds every script request until `release()` is called; `at` is when each was asked for (epoch ms). */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const at: number[] = [];
  await page.route(/\.js$/, async (route) => {
    held.push(route.request().url());
    at.push(Date.now());
    await gate;
    await route.continue();
  });
  return { release, held, at };
}

// Before every frame: is any part of the login form on screen? (rAF callbacks run before paint)
const WATCH_LOGIN = `
  window.__loginFrames = 0;
  (function watch() {
    var form = document.querySelector('.login');
    if (form && form.getClientRects().length && form.getBoundingClientRect().height > 0) window.__loginFrames++;
    requestAnimationFrame(watch);
  })();`;

/** Waits until the scripts have taken over the login form (preact keeps listeners on `l`). */
async function scriptsAttached(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="mobile"]') as (HTMLInputElement & { l?: object }) | null;
    return !!input?.l;
  });
}

firstLoad(
  'typing into the pre-rendered login form before the scripts arrive keeps the text; 登录 tapped then is acted on',
  async ({ app }) => {
    const context = await freshContext(app);
    try {
      const page = await context.newPage();
      const scripts = await holdScripts(page);
      await page.goto(`${app.url}/#/pages/login/index`, { waitUntil: 'commit' });
      const mobile = page.locator('input[name="mobile"]');
      await mobile.waitFor();
      await page.getByText('我已阅读并同意').waitFor();

      // no script has run: the form is the HTML alone, and typing asks for no script; the first
      // tap on anything else does (scripts/build/boot-script.ts)
      await mobile.evaluate((el) => {
        el.dataset.typedBeforeScripts = '1';
      });
      await mobile.tap();
      await page.keyboard.type('13800000001');
      await page.waitForTimeout(300);
      // the page starts its scripts on its own LOGIN_IDLE_START_MS after it has loaded: a slow machine
      // may get there while typing, which is no request caused by the typing
      const idleStart = (await page.evaluate(() => performance.timing.loadEventEnd)) + LOGIN_IDLE_START_MS;
      const early = scripts.held.filter((_, i) => scripts.at[i] < idleStart - 50);
      assert.equal(early, [], 'scripts asked for before a tap outside the field');
      await page.getByRole('checkbox').check();
      await page.waitForFunction(() => document.querySelector('script[type="module"]'));
      assert.ok(scripts.held.length > 0, 'the tap on the agreement asked for the scripts');
      // Enter and 登录 before the scripts: nothing is submitted, the number never enters the URL
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '登录' }).tap();
      await mobile.focus();
      await page.waitForTimeout(300);
      assert.not.ok(page.url().includes('13800000001'), `the URL is ${page.url()}`);
      assert.is(await mobile.inputValue(), '13800000001');
      await shot(page, 'first-load-typed-before-scripts');

      // the scripts arrive and take over the same elements, and act on the 登录 tapped before them:
      // the code is missing, so its field says so and takes the focus
      scripts.release();
      await scriptsAttached(page);
      await page.getByText('请输入验证码', { exact: true }).waitFor();
      const after = await mobile.evaluate((el: HTMLInputElement) => ({
        value: el.value,
        same: el.dataset.typedBeforeScripts === '1',
        focused: (document.activeElement as HTMLInputElement | null)?.name,
        checked: (document.querySelector('input[name="agreed"]') as HTMLInputElement).checked,
      }));
      assert.equal(after, { value: '13800000001', same: true, focused: 'code', checked: true });
      await shot(page, 'first-load-after-hydration');

      // and the form works with what was typed before: code, 登录, the earnings centre
      await page.getByRole('button', { name: '获取验证码' }).tap();
      await page.getByRole('button', { name: /秒重新获取/ }).waitFor();
      await page.getByLabel('验证码').fill('123456');
      await page.getByRole('button', { name: '登录' }).tap();
      await page.waitForFunction(() => location.hash === '#/pages/index/index');
    } finally {
      await context.close();
    }
  },
);

firstLoad(
  'a partner who only looks at the login form gets the app once the page has been idle a while',
  async ({ app }) => {
    const context = await freshContext(app);
    try {
      const page = await context.newPage();
      await page.goto(`${app.url}/#/pages/login/index`);
      // when the page loaded, not when this test got to ask (a loaded machine answers late)
      const loadedAt = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      const entry = () => page.evaluate(() => !!document.querySelector('script[type="module"]'));
      await page.waitForTimeout(LOGIN_IDLE_START_MS / 2);
      assert.not.ok(await entry(), 'the app started before a touch or the idle time');
      await scriptsAttached(page);
      const attachedAt = await page.evaluate(() => performance.now());
      assert.ok(attachedAt - loadedAt >= LOGIN_IDLE_START_MS - 100, `attached ${attachedAt - loadedAt} ms after load`);
    } finally {
      await context.close();
    }
  },
);

firstLoad('the mobile draft and the code countdown survive a reload of the pre-rendered form', async ({ app }) => {
  const context = await freshContext(app);
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/#/pages/login/index`);
    await page.getByRole('heading', { name: '合伙人登录' }).tap();
    await scriptsAttached(page);
    await page.getByLabel('手机号').fill('13800000009');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /\d+秒重新获取/ }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: '合伙人登录' }).tap();
    await scriptsAttached(page);
    // the scripts have taken over the pre-rendered form: the draft is in the input, the
    // countdown goes on and the button stays disabled until it ends
    const countdown = page.getByRole('button', { name: /\d+秒重新获取/ });
    await countdown.waitFor();
    assert.ok(await countdown.isDisabled(), 'the code button is disabled during the countdown');
    assert.is(await page.getByLabel('手机号').inputValue(), '13800000009');
    await shot(page, 'first-load-reloaded');
  } finally {
    await context.close();
  }
});

/** Opens `url` with scripts held back for a while, screenshots during the load, counts login frames. */
async function loadWithoutLoginForm(page: Page, url: string, name: string, done: () => Promise<unknown>) {
  await page.addInitScript(WATCH_LOGIN);
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#app').waitFor({ state: 'attached' });
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(150);
    await shot(page, `${name}-${i}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('skel')), 'the skeleton shows');
  scripts.release();
  let i = 3;
  const finished = done().then(() => true);
  while (!(await Promise.race([finished, page.waitForTimeout(100).then(() => false)]))) {
    await shot(page, `${name}-${i++}`);
  }
  await shot(page, `${name}-${i}`);
  assert.is(await page.evaluate(() => (window as unknown as { __loginFrames: number }).__loginFrames), 0);
}

firstLoad('a returning user never sees the login form while the earnings centre loads', async ({ app }) => {
  const context = await freshContext(app);
  try {
    const page = await context.newPage();
    await app.loginAs('13800000001');
    const session = await app.page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')]);
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('token', token as string);
      localStorage.setItem('userInfo', user as string);
    }, session);
    await loadWithoutLoginForm(page, `${app.url}/#/pages/index/index`, 'first-load-returning-user', () =>
      page.locator('.home-wallet__amount').filter({ hasText: /\d/ }).waitFor(),
    );
  } finally {
    await context.close();
  }
});

firstLoad('a one-click-pay link never shows the login form before its page', async ({ app }) => {
  const context = await freshContext(app);
  try {
    const page = await context.newPage();
    await loadWithoutLoginForm(page, `${app.url}/#/pages/oneClickPay/oneClickPay?amount=12345`, 'first-load-pay', () =>
      page.locator('.pay__amount').filter({ hasText: '123.45' }).waitFor(),
    );
  } finally {
    await context.close();
  }
});

firstLoad('a store QR link never shows the login form before linkMini', async ({ app }) => {
  const context = await freshContext(app);
  try {
    const page = await context.newPage();
    await loadWithoutLoginForm(page, `${app.url}/?storeQrCode=1&c=A&r=B&s=C#/`, 'first-load-store-qr', () =>
      page.locator('.link-mini__params').waitFor(),
    );
  } finally {
    await context.close();
  }
});

firstLoad(
  'a deep link waits for the route table; when the table cannot load, the page says so and offers to reload',
  async ({ app }) => {
    const context = await freshContext(app);
    try {
      const page = await context.newPage();
      // the table of every page (routes.js, with the shell chunk it imports) is not in the first load
      let tableRequests = 0;
      await page.route(/\/routes\.js$/, (route) => {
        tableRequests++;
        return route.abort();
      });
      await page.goto(`${app.url}/#/pages/feedback/index`);
      await page.getByRole('alert').filter({ hasText: '页面加载失败' }).waitFor();
      assert.ok(tableRequests >= 1);
      assert.not.ok(
        await page.getByText('页面不存在').isVisible(),
        'an unknown route is not claimed before the table is in',
      );
      // the launch flow tries the table once more when it has loaded (with the shell chunk it
      // shares): let that try fail too, then the table comes back and 重新加载 fetches it
      await page.waitForLoadState('networkidle');
      await page.getByRole('alert').filter({ hasText: '页面加载失败' }).waitFor();
      await page.unroute(/\/routes\.js$/);
      await page.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { name: '问题反馈' }).waitFor();
    } finally {
      await context.close();
    }
  },
);

firstLoad('people may zoom, a double tap does not, and the icons are there', async ({ app }) => {
  const context = await freshContext(app);
  const page = await context.newPage();
  await page.goto(`${app.url}/#/pages/login/index`);
  const viewport = await page.getAttribute('meta[name="viewport"]', 'content');
  assert.not.match(viewport || '', /maximum-scale|user-scalable/);
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction), 'manipulation');
  for (const [rel, type] of [
    ['icon', 'image/x-icon'],
    ['apple-touch-icon', 'image/png'],
  ]) {
    const href = await page.getAttribute(`link[rel="${rel}"]`, 'href');
    const answer = await page.request.get(new URL(href || '', page.url()).href);
    assert.is(answer.status(), 200, rel);
    assert.ok(answer.headers()['content-type']?.startsWith(type), `${rel}: ${answer.headers()['content-type']}`);
  }
  // asked for by browsers and Lighthouse whatever the page links
  assert.is((await page.request.get(`${app.url}/favicon.ico`)).status(), 200);
  await context.close();
});

firstLoad.run();
