// `npm run bench`: timings that are reported, never asserted (DESIGN.md section 8).
// 1. Login route under 6x CPU throttling and slow 4G: first contentful paint and the moment the
//    form accepts input, median of RUNS, beside a static HTML page of the same login markup
//    served by the same server in the same run (the floor), and their ratio.
// 2. JS heap at first load against the heap after visiting every route and coming back.
// 3. The mock server: requests per second and p50/p99 latency at 50 concurrent connections.
import { chromium, type Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer } from '../mock-server/app';
import { CHROMIUM } from './chromium.mjs';
import { CHROMIUM_ARGS, WECHAT_UA, freshDbFile } from '../test/browser/helpers';
import { benchMockServer } from './bench-mock';

// the route table reads the build-time flag; the bench measures the deployable build
(globalThis as Record<string, unknown>).__DEV_TOOLS__ = false;
const { routes } = await import('../src/app/routes');

const RUNS = Number(process.env.BENCH_RUNS || 7);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Records when the mobile input first exists and is enabled: the form accepts input.
const READY_PROBE = `
  new MutationObserver((_, obs) => {
    const input = document.querySelector('input[name="mobile"]');
    if (input && !input.disabled) { window.__ready = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });`;

async function throttledPage(browser: import('playwright-core').Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_UA,
  });
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (r) => r.abort());
  await context.addInitScript(READY_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return page;
}

async function measure(browser: import('playwright-core').Browser, url: string) {
  const page = await throttledPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  // both moments: the input can exist before the first frame with content is painted
  await page.waitForFunction(
    "window.__ready !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0",
    null,
    { timeout: 60000 },
  );
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ready: (window as unknown as { __ready: number }).__ready,
  }));
  await page.context().close();
  return result;
}

async function heapAfterEveryRoute(browser: import('playwright-core').Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, userAgent: WECHAT_UA });
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (r) => r.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  // a logged-in partner, so protected pages load their data
  const login = async (p: string, body: object) =>
    (
      await fetch(base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  await login('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
  const { data } = await login('/api/user/loginH5', { mobile: '13800000001', code: '123456' });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', u);
    },
    [data.token, JSON.stringify(data.userInfo)],
  );

  await page.goto(`${base}/#/pages/index/index`, { waitUntil: 'networkidle' });
  const first = await heap();
  for (const r of routes) {
    await page.evaluate((p) => (location.hash = p), r.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  await page.evaluate(() => (location.hash = '/pages/index/index'));
  await page.waitForTimeout(1000);
  const after = await heap();
  await context.close();
  return { first, after, visited: routes.length };
}

async function main() {
  const outdir = mkdtempSync(path.join(tmpdir(), 'partner-bench-'));
  execFileSync(process.execPath, ['build.mjs', '--quiet'], {
    env: { ...process.env, OUT_DIR: outdir },
    stdio: 'inherit',
  });
  const server = await startMockServer({ dbFile: freshDbFile(), port: 0, staticDir: outdir, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // the floor: the login markup as rendered by the app, as plain HTML with the same styles
    const page = await browser.newPage({ viewport: { width: 375, height: 667 }, userAgent: WECHAT_UA });
    await page.goto(`${server.url}/#/pages/login/index`);
    await page.waitForSelector('input[name="mobile"]');
    const staticHtml = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      for (const s of doc.querySelectorAll('script, link[rel="modulepreload"]')) s.remove();
      return `<!doctype html>${doc.outerHTML}`;
    });
    await page.close();
    writeFileSync(path.join(outdir, 'bench-static.html'), staticHtml);

    const app: { fcp: number; ready: number }[] = [];
    const floor: { fcp: number; ready: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await measure(browser, `${server.url}/#/pages/login/index`));
      floor.push(await measure(browser, `${server.url}/bench-static.html`));
    }
    const row = (name: string, xs: typeof app) =>
      `${name.padEnd(26)} FCP ${median(xs.map((x) => x.fcp))
        .toFixed(0)
        .padStart(6)} ms   form accepts input ${median(xs.map((x) => x.ready))
        .toFixed(0)
        .padStart(6)} ms`;
    console.log(`\nLogin route, 6x CPU throttling, slow 4G (150 ms RTT, 1.6 Mbit/s down), median of ${RUNS} runs`);
    console.log(row('app (deployable build)', app));
    console.log(row('static HTML, same markup', floor));
    console.log(
      `ratio app/static            FCP ${(median(app.map((x) => x.fcp)) / median(floor.map((x) => x.fcp))).toFixed(2)}x        form accepts input ${(median(app.map((x) => x.ready)) / median(floor.map((x) => x.ready))).toFixed(2)}x`,
    );

    const heap = await heapAfterEveryRoute(browser, server.url);
    console.log(
      `\nJS heap: first load ${(heap.first / 1048576).toFixed(2)} MB, after visiting ${heap.visited} routes and coming back ${(heap.after / 1048576).toFixed(2)} MB (${(heap.after / heap.first).toFixed(2)}x)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
  await benchMockServer();
}

await main();
