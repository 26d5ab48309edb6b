// The service worker of the deployable build, served as production serves it (the preview
// server, with the mock API behind it): a returning visit fetches no script, the login form and
// the earnings centre open offline (its last figures marked 离线, refreshed back online), logging
// out drops the kept figures, and a new deployment reaches a returning phone within two reloads.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startMockServer } from '../../mock-server/app';
import { JOURNEY_CHROMIUM } from '../../scripts/chromium.mjs';
import { startPreviewServer } from '../../scripts/preview/server';
import { deployableBuild } from '../helpers/deployable';
import { CHROMIUM_ARGS, newPhone } from './helpers';
import { client, freshDbFile } from '../helpers/mock';

type Preview = Awaited<ReturnType<typeof startPreviewServer>>;
type Mock = Awaited<ReturnType<typeof startMockServer>>;
interface Ctx {
  browser: Browser;
  mock: Mock;
  preview: Preview;
  dir: string;
}
const sw = suite<Ctx>('service worker', {} as Ctx);

const buildId = (dir: string) => readdirSync(path.join(dir, 'chunks'))[0];

sw.before(async (ctx) => {
  ctx.dir = deployableBuild();
  ctx.mock = await startMockServer({ dbFile: freshDbFile(), port: 0, quiet: true, devRoutes: true });
  ctx.preview = await startPreviewServer({ dir: ctx.dir, api: ctx.mock.url });
  ctx.browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM, args: CHROMIUM_ARGS });
});
sw.after(async ({ browser, preview, mock }) => {
  await browser.close();
  await preview.close();
  await mock.close();
});

/** Opens `hash` and waits until the service worker controls the page with this build's files kept. */
async function openControlled(context: BrowserContext, url: string, hash: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/#${hash}`);
  // the pre-rendered login form starts the app at the first tap (scripts/build/boot-script.ts)
  if (hash === '/pages/login/index') await page.locator('.login__title').tap();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  // every script the page loaded (the launch flow's prefetch included) is kept by now
  const unkept = () =>
    page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(location.origin) && e.name.endsWith('.js'));
      const kept = await Promise.all(scripts.map((e) => caches.match(e.name, { ignoreVary: true })));
      return scripts.filter((_, i) => !kept[i]).map((e) => e.name);
    });
  for (let i = 0; i < 60 && (await unkept()).length; i++) await page.waitForTimeout(500);
  assert.equal(await unkept(), []);
  return page;
}

/** Taps the login form (its scripts start then) and waits until they have taken it over. */
async function scriptsAttached(page: Page) {
  await page.locator('.login__title').tap();
  await page.waitForFunction(() => !!(document.querySelector('input[name="mobile"]') as { l?: object } | null)?.l);
}

async function logInAs(page: Page, mock: Mock, mobile: string) {
  const data = await client(mock.url).session(mobile);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', u);
    },
    [data.token, JSON.stringify(data.userInfo)] as const,
  );
}

/**
 * A new document at `url`, so the app starts with the session logInAs stored. Going there from the
 * login page would change the hash alone: the running app, still logged out, sends it back to
 * 登录, and a reload after that reloads 登录.
 */
async function openAfresh(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

// the app's figure, not the one the inline script writes on the skeleton before the app arrives
const figure = (page: Page) => page.locator('.home-wallet__amount:not(.skel-figure)');
const keptNote = (page: Page) => page.locator('.home-wallet__kept');

sw('a returning visit fetches no script or style again', async ({ browser, preview }) => {
  const context = await newPhone(browser);
  const page = await openControlled(context, preview.url, '/pages/login/index');
  const fetched: string[] = [];
  const seen = (req: { url?: string }) => fetched.push(req.url || '');
  preview.server.on('request', seen);
  await page.reload();
  await scriptsAttached(page);
  preview.server.off('request', seen);
  // the page itself is asked for (a release must show), and the browser checks sw.js for one
  assert.equal(
    fetched.filter((u) => /\.(js|css)(\?|$)/.test(u) && u !== '/sw.js'),
    [],
  );
  await context.close();
});

sw('offline, the login form opens and takes typing', async ({ browser, preview }) => {
  const context = await newPhone(browser);
  const page = await openControlled(context, preview.url, '/pages/login/index');
  await context.setOffline(true);
  await page.reload();
  await scriptsAttached(page);
  await page.fill('input[name="mobile"]', '13800000001');
  assert.is(await page.inputValue('input[name="mobile"]'), '13800000001');
  await context.close();
});

sw('offline, the earnings centre shows the last figures marked 离线; online again they refresh', async (ctx) => {
  const context = await newPhone(ctx.browser);
  const page = await openControlled(context, ctx.preview.url, '/pages/login/index');
  await logInAs(page, ctx.mock, '13800000001');
  await openAfresh(page, `${ctx.preview.url}/#/pages/index/index`);
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('.home-wallet__amount:not(.skel-figure)')?.textContent || ''),
  );
  const current = await figure(page).textContent();
  assert.is(await keptNote(page).count(), 0);
  // a kept copy that differs from the server's shows which figures the page shows
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('lastWallet') || 'null');
    kept.wallet.withdrawableFen = 1;
    localStorage.setItem('lastWallet', JSON.stringify(kept));
  });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('.home-wallet__kept');
  assert.is(await figure(page).textContent(), '0.01');
  assert.match((await keptNote(page).textContent()) || '', '离线');
  await context.setOffline(false);
  await keptNote(page).waitFor({ state: 'detached' });
  assert.is(await figure(page).textContent(), current);
  await context.close();
});

sw('logging out (the session ends) drops the kept figures; the cache holds no API answer', async (ctx) => {
  const context = await newPhone(ctx.browser);
  const page = await openControlled(context, ctx.preview.url, '/pages/login/index');
  await logInAs(page, ctx.mock, '13800000001');
  await openAfresh(page, `${ctx.preview.url}/#/pages/index/index`);
  await page.waitForFunction(() => !!localStorage.getItem('lastWallet'));
  await fetch(`${ctx.mock.url}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: '/api/userWallet/userWalletH5', scenario: 'unauthorized', times: 1 }),
  });
  await page.reload();
  await page.waitForSelector('input[name="mobile"]');
  assert.is(await page.evaluate(() => localStorage.getItem('lastWallet')), null);
  assert.is(await page.evaluate(() => localStorage.getItem('token')), null);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
  assert.ok(kept.length > 5, `${kept.length} files kept`);
  assert.equal(
    kept.filter((u) => !/\/(chunks\/[\w-]+\/[\w$.-]+\.js|index\.html|favicon\.ico|apple-touch-icon\.png)$/.test(u)),
    [],
  );
  await context.close();
});

sw('a new deployment reaches a returning phone within two reloads', async (ctx) => {
  const context = await newPhone(ctx.browser);
  const page = await openControlled(context, ctx.preview.url, '/pages/login/index');
  await scriptsAttached(page);
  const next = deployableBuild({ ORG_ID: '42' });
  assert.is.not(buildId(next), buildId(ctx.dir));
  const port = Number(new URL(ctx.preview.url).port);
  await ctx.preview.close();
  ctx.preview = await startPreviewServer({ dir: next, port, api: ctx.mock.url });
  const runs = async () => (await page.content()).includes(`chunks/${buildId(next)}/`);
  await page.reload();
  if (!(await runs())) await page.reload();
  assert.ok(await runs(), 'the new release is not running after two reloads');
  await scriptsAttached(page);
  // the old release's files go once the new worker is active. It installs in the background (its
  // files downloaded) and takes over at once, unless the old worker is still busy with this page: on
  // a loaded machine that lasted past a minute. A partner who comes back later opens the app afresh,
  // with no page left for the old worker, and the new one takes over then.
  const only = [`partner-app-${buildId(next)}`];
  let shown = page;
  const cacheNames = () => shown.evaluate(() => caches.keys());
  for (let i = 1; i <= 120 && (await cacheNames()).join() !== only.join(); i++) {
    await shown.waitForTimeout(500);
    if (i % 40 === 0) {
      const later = await context.newPage();
      await shown.close();
      await later.goto(`${ctx.preview.url}/#/pages/login/index`);
      shown = later;
    }
  }
  const workers = await shown.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return [r?.installing, r?.waiting, r?.active].map((w) => (w ? `${w.state}` : '-')).join(' / ');
  });
  assert.equal(await cacheNames(), only, `installing / waiting / active: ${workers}`);
  await context.close();
});

sw.run();
