// The calls index.html's inline script sends before the app's scripts arrive (src/app/early-requests.ts)
// and how the app takes them up through the request wrapper: the code of a 获取验证码 tapped on the
// pre-rendered form, a returning partner's user info and wallet. Each call leaves once, and the
// wrapper's rules (countdown, captcha step, 401, a failed call sent again) apply to its answer.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { NEED_CAPTCHA } from '../../src/api/errors';
import { LOGIN_CODE_COUNTDOWN } from '../../src/lib/code-countdown';
import { formatYuan } from '../../src/lib/money';
import type { User } from '../../src/api/types';
import { movableClock, newPhone, startApp, type App } from './helpers';
import { postToMock, useUpCodes } from './sms-codes';

const early = suite<{ app: App }>('calls sent before the scripts arrive', { app: null as unknown as App });
early.before(async (ctx) => {
  ctx.app = await startApp();
});
early.after.each(({ app }) => app.checkCsp());
early.after(async (ctx) => {
  await ctx.app.close();
});

// the mock's clock is moved on a minute between sends, so a mobile's codes of the hour are used
// up (and the captcha asked for) without waiting
const clock = movableClock(early);

async function freshContext(app: App, session?: [string, string]): Promise<BrowserContext> {
  const context = await newPhone(app.browser);
  if (session)
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    }, session);
  await app.watchCsp(context);
  return context;
}

/** Holds every script until `release()`; counts the API calls to each path. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const calls = new Map<string, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.set(path, (calls.get(path) || 0) + 1);
  });
  return { release, calls };
}

/** A new phone (signed in with `session` if given) and its one page; the phone closes after `use`. */
async function withPhone(app: App, session: [string, string] | undefined, use: (page: Page) => Promise<void>) {
  const context = await freshContext(app, session);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** withPhone, the page holding every script from the start until `scripts.release()`. */
const withHeldScripts = (
  app: App,
  session: [string, string] | undefined,
  use: (page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) => Promise<void>,
) => withPhone(app, session, async (page) => use(page, await holdScripts(page)));

/** Waits until the scripts have taken over the login form (preact keeps listeners on `l`). */
const scriptsAttached = (page: Page) =>
  page.waitForFunction(() => !!(document.querySelector('input[name="mobile"]') as { l?: object } | null)?.l);

async function session(app: App, mobile: string): Promise<[string, string]> {
  await postToMock(app, '/api/getCode/getVerifyCode', { mobile, scene: 'login' });
  const { data } = await postToMock<{ token: string; userInfo: User }>(app, '/api/user/loginH5', {
    mobile,
    code: '123456',
  });
  return [data.token, JSON.stringify(data.userInfo)];
}

early(
  '获取验证码 tapped before the scripts arrive sends the code at once, and the app counts down',
  async ({ app }) => {
    clock.advance(120_000);
    await withHeldScripts(app, undefined, async (page, scripts) => {
      await page.goto(`${app.url}/#/pages/login/index`, { waitUntil: 'commit' });
      await page.locator('input[name="mobile"]').fill('13900004401');
      const sent = page.waitForRequest((r) => r.url().includes('/api/getCode/getVerifyCode'));
      await page.getByRole('button', { name: '获取验证码' }).click();
      const request = await sent;
      assert.equal(request.postDataJSON(), { mobile: '13900004401', scene: 'login' });
      assert.is(request.headers().uniplatform, 'web', 'the wrapper headers go with it');
      assert.is(request.headers().authorization, undefined, 'a public call carries no token');
      assert.ok(await page.getByRole('button', { name: '获取验证码' }).isDisabled(), 'one tap, one code');

      scripts.release();
      await scriptsAttached(page);
      await page.getByRole('button', { name: /\d+秒重新获取/ }).waitFor();
      await page.getByText('验证码已发送').waitFor();
      assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), 1, 'the app took up the answer, not a second call');
    });
  },
);

early(
  '获取验证码 tapped early while a countdown kept over a reload runs sends nothing; the app shows it',
  async ({ app }) => {
    await withPhone(app, undefined, async (page) => {
      await page.goto(`${app.url}/#/pages/login/index`);
      // a code was sent 10 s ago (the login page keeps the countdown's end in sessionStorage)
      await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() + 50_000)), LOGIN_CODE_COUNTDOWN);
      const scripts = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await page.locator('input[name="mobile"]').fill('13900004402');
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.waitForTimeout(300);
      assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), undefined, 'the server would say too soon');
      scripts.release();
      await scriptsAttached(page);
      const countdown = page.getByRole('button', { name: /\d+秒重新获取/ });
      await countdown.waitFor();
      assert.ok(await countdown.isDisabled());
      await page.waitForTimeout(300);
      assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), undefined, 'nor does the app');
    });
  },
);

early('a wrong mobile tapped early sends nothing: the app, which the tap started, explains it', async ({ app }) => {
  await withHeldScripts(app, undefined, async (page, scripts) => {
    await page.goto(`${app.url}/#/pages/login/index`, { waitUntil: 'commit' });
    await page.locator('input[name="mobile"]').fill('1390000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForTimeout(300);
    assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), undefined);
    scripts.release();
    await scriptsAttached(page);
    // no second tap: the page acts on the one that started it
    await page.getByText('请输入11位手机号（以1开头）').waitFor();
    assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), undefined);
  });
});

early('登录 tapped before the scripts arrive signs in once they have: the tap is not lost', async ({ app }) => {
  clock.advance(120_000);
  const mobile = '13900004403';
  await postToMock(app, '/api/getCode/getVerifyCode', { mobile, scene: 'login' });
  await withHeldScripts(app, undefined, async (page, scripts) => {
    await page.goto(`${app.url}/#/pages/login/index`, { waitUntil: 'commit' });
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.locator('input[name="code"]').fill('123456');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForTimeout(300);
    assert.is(scripts.calls.get('/api/user/loginH5'), undefined, 'nothing can sign in before the scripts');
    assert.ok(page.url().endsWith('#/pages/login/index'), page.url());
    scripts.release();
    await page.waitForFunction(() => location.hash === '#/pages/index/index');
    assert.is(scripts.calls.get('/api/user/loginH5'), 1);
  });
});

early('an early tap the server answers with a captcha request shows the captcha step', async ({ app }) => {
  const mobile = '13900004402';
  await useUpCodes(app, clock, mobile);
  clock.advance(61_000);
  await withHeldScripts(app, undefined, async (page, scripts) => {
    await page.goto(`${app.url}/#/pages/login/index`, { waitUntil: 'commit' });
    await page.locator('input[name="mobile"]').fill(mobile);
    const sent = page.waitForResponse((r) => r.url().includes('/api/getCode/getVerifyCode'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    assert.is((await (await sent).json()).code, NEED_CAPTCHA);
    scripts.release();
    await page.getByAltText('图形验证码').waitFor();
    assert.is(await page.getByRole('button', { name: /\d+秒重新获取/ }).count(), 0, 'no countdown: no code went');
    assert.ok(await page.getByRole('button', { name: '获取验证码' }).isEnabled(), 'the partner can send again');
    assert.is(scripts.calls.get('/api/getCode/getVerifyCode'), 1);
  });
});

early("a returning partner's user info and wallet leave before the scripts, once each", async ({ app }) => {
  await withHeldScripts(app, await session(app, '13800000001'), async (page, scripts) => {
    const user = page.waitForRequest((r) => r.url().includes('/api/user/getH5UserInfo'));
    const wallet = page.waitForRequest((r) => r.url().includes('/api/userWallet/userWalletH5'));
    await page.goto(`${app.url}/#/pages/index/index`, { waitUntil: 'commit' });
    // both while every script is still held
    const [userCall] = await Promise.all([user, wallet]);
    assert.ok(userCall.headers().authorization?.startsWith('Bearer '), 'with the session');
    scripts.release();
    await page.waitForFunction(() => /\d/.test(document.querySelector('.home-wallet__amount')?.textContent || ''));
    await page.waitForLoadState('networkidle');
    assert.is(scripts.calls.get('/api/user/getH5UserInfo'), 1, 'the launch flow took up the early answer');
    assert.is(scripts.calls.get('/api/userWallet/userWalletH5'), 1, 'the page took up the early answer');
  });
});

early(
  "a returning partner's withdrawable figure shows before the scripts, and the app's replaces it",
  async ({ app }) => {
    const partner = await session(app, '13800000001');
    const wallet = await app.call<{ withdrawableFen: number }>('/api/userWallet/userWalletH5', undefined, {
      token: partner[0],
      method: 'GET',
    });
    const figure = formatYuan(wallet.withdrawableFen);
    await withHeldScripts(app, partner, async (page, scripts) => {
      await page.goto(`${app.url}/#/pages/index/index`, { waitUntil: 'commit' });
      // every script still held: the inline script's figure, on the skeleton
      await page.getByText(figure, { exact: true }).waitFor();
      const label = await page.evaluate(() => {
        const figure = document.querySelector('.home-wallet__amount')!;
        return getComputedStyle(figure, '::before').content;
      });
      assert.is(label, '"可提现（元）"', 'under its label');
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('skel')), 'still the skeleton');
      scripts.release();
      await page.locator('.home-wallet').waitFor();
      await page.locator('.home-wallet__amount').getByText(figure, { exact: true }).waitFor();
      assert.is(await page.locator('.home-wallet__amount').count(), 1, 'the early figure went with the skeleton');
    });
  },
);

early('the early figure stays on screen while the app renders the earnings centre over it', async ({ app }) => {
  const partner = await session(app, '13800000001');
  await withPhone(app, partner, async (page) => {
    // every frame: whether a withdrawable figure is on screen, once one has been (a string: tsx
    // would wrap an inner function in a helper the page lacks)
    await page.addInitScript(`(function () {
      var seen = (window.__figureFrames = []);
      function frame() {
        var amount = document.querySelector('.home-wallet__amount');
        var shown = !!amount && amount.getClientRects().length > 0 && /\\d/.test(amount.textContent);
        if (shown || seen.length) seen.push(shown);
        requestAnimationFrame(frame);
      }
      requestAnimationFrame(frame);
    })()`);
    const scripts = await holdScripts(page);
    await page.goto(`${app.url}/#/pages/index/index`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __figureFrames: boolean[] }).__figureFrames.length > 0);
    scripts.release();
    await page.locator('.home-wallet').waitFor();
    await page.waitForLoadState('networkidle');
    const frames = await page.evaluate(() => (window as unknown as { __figureFrames: boolean[] }).__figureFrames);
    assert.is(frames.indexOf(false), -1, `the figure left the screen for ${frames.filter((f) => !f).length} frames`);
    assert.is(scripts.calls.get('/api/userWallet/userWalletH5'), 1, 'the page took up the early answer');
  });
});

early('an early answer of 401 logs out as the wrapper does', async ({ app }) => {
  await withHeldScripts(app, ['expired-token-000000', JSON.stringify({ id: 1 })], async (page, scripts) => {
    const wallet = page.waitForResponse((r) => r.url().includes('/api/userWallet/userWalletH5'));
    await page.goto(`${app.url}/#/pages/index/index`, { waitUntil: 'commit' });
    assert.is((await wallet).status(), 401);
    scripts.release();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login/index'));
    await page.locator('.login input[name="mobile"]').waitFor();
    assert.is(await page.evaluate(() => localStorage.getItem('token')), null, 'the token is gone');
    assert.is(scripts.calls.get('/api/userWallet/userWalletH5'), 1, 'not asked again');
  });
});

early('an early call that failed is sent again by the app', async ({ app }) => {
  await withHeldScripts(app, await session(app, '13800000001'), async (page, scripts) => {
    let failed = 0;
    let earlyFailed = () => {};
    const failedBeforeScripts = new Promise<void>((resolve) => (earlyFailed = resolve));
    await page.route('**/api/userWallet/userWalletH5', (route) => {
      if (failed++ > 0) return route.continue();
      earlyFailed();
      return route.abort('connectionreset');
    });
    await page.goto(`${app.url}/#/pages/index/index`, { waitUntil: 'commit' });
    await failedBeforeScripts;
    scripts.release();
    await page.waitForFunction(() => /\d/.test(document.querySelector('.home-wallet__amount')?.textContent || ''));
    assert.is(failed, 2, 'the early call failed and the app sent its own');
  });
});

early.run();
