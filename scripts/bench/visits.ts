// Pages opened from the settled earnings centre (`npm run bench`): every entry of
// its grid, the first visit (the page's chunk and its answers over the throttled network) against
// a bare floor that fetches the same answers and writes them, and a visit again (back to the
// earnings centre, then the same entry) against 100 ms.
import type { Browser, Page } from 'playwright-core';
import { PAGE } from '../../src/app/paths';
import { newPhone } from '../../test/browser/helpers';
import { throttledPage } from './throttle.ts';
import { visitFloor, type ApiCall } from './visit-floor.ts';

/** The grid of the earnings centre as the bench's partner (13800000001) sees it: label and path. */
async function gridEntries(page: Page): Promise<[string, string][]> {
  await page.waitForSelector('.ui-grid a');
  return page.$$eval('.ui-grid a', (links) =>
    // the label without the tile's glyph (its first child)
    links.map((a) => [(a.lastChild?.textContent ?? '').trim(), (a.getAttribute('href') ?? '').replace(/^#/, '')]),
  );
}

// The page shows its content: the earnings centre gone from <main>, something in its place and
// nothing there still loading (no skeleton, no spinner). A string, not a function: tsx would wrap
// a named inner function in a helper the page lacks.
const CONTENT_SHOWN = `(() => {
  const main = document.querySelector('main');
  return !!main && !main.querySelector('.home') && main.querySelector('h1, h2, p, li, form, button, img') !== null &&
    !main.querySelector('[aria-busy="true"], .ui-loading');
})()`;

export const showAt = (path: string) => `new Promise((resolve) => {
  const start = performance.now();
  location.hash = ${JSON.stringify(path)};
  const frame = () => {
    if (${CONTENT_SHOWN}) resolve(performance.now() - start);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function settledHome(page: Page) {
  await page.waitForFunction('window.__t.figure', null, { timeout: 60000, polling: 100 });
  await page.waitForLoadState('networkidle');
  await page.waitForSelector('.ui-grid a');
}

/**
 * One entry from the earnings centre of a returning user, once that has settled (its figures
 * shown, the network quiet): the first visit from the address change to the first frame with the
 * page's content, then back and the same entry again.
 */
async function visitTwice(browser: Browser, url: string, session: [string, string], path: string) {
  const { context, page } = await throttledPage(browser, session);
  // a visit again finds the page's chunk in the HTTP cache, as a phone would
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: false });
  await page.goto(`${url}/#${PAGE.home}`, { waitUntil: 'commit' });
  await settledHome(page);
  const first = await page.evaluate<number>(showAt(path));
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForSelector('main .home .ui-grid a');
  await page.waitForLoadState('networkidle');
  const again = await page.evaluate<number>(showAt(path));
  await context.close();
  return { first, again };
}

/** The API calls a page makes when opened from the settled earnings centre (no throttling). */
async function callsOf(browser: Browser, url: string, session: [string, string], path: string) {
  const context = await newPhone(browser, { bypassCSP: true });
  await context.addInitScript(([token, user]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', user);
  }, session);
  const page = await context.newPage();
  await page.goto(`${url}/#${PAGE.home}`, { waitUntil: 'networkidle' });
  const calls: ApiCall[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/'))
      calls.push({ method: r.method(), path: u.pathname + u.search, body: r.postData() ?? undefined });
  });
  await page.evaluate((p) => (location.hash = p), path);
  await page.waitForFunction(CONTENT_SHOWN, null, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return calls;
}

async function floorTime(browser: Browser, url: string, session: [string, string], file: string) {
  const { context, page } = await throttledPage(browser, session);
  await page.goto(`${url}/${file}`, { waitUntil: 'commit' });
  await page.waitForFunction('window.__shown', null, { timeout: 60000, polling: 50 });
  const ms = await page.evaluate<number>('window.__shown');
  await context.close();
  return ms;
}

const RUNS = Number(process.env.BENCH_VISIT_RUNS || 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Entry {
  label: string;
  path: string;
  floor: string;
  calls: number;
}

export const benchVisits = {
  /** Each entry's bare floor, written into the served folder before the server reads it. */
  async floors(browser: Browser, url: string, session: [string, string], outdir: string): Promise<Entry[]> {
    const context = await newPhone(browser, { bypassCSP: true });
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    }, session);
    const home = await context.newPage();
    await home.goto(`${url}/#${PAGE.home}`);
    const grid = await gridEntries(home);
    await context.close();
    const entries: Entry[] = [];
    const only = process.env.VISITS_ONLY?.split(',');
    for (const [label, path] of grid.filter(([label]) => !only || only.includes(label))) {
      const calls = await callsOf(browser, url, session, path);
      const floor = `floor-visit-${entries.length}.html`;
      visitFloor(outdir, floor, label, calls);
      entries.push({ label, path, floor, calls: calls.length });
    }
    return entries;
  },
  async run(browser: Browser, url: string, session: [string, string], entries: Entry[]) {
    console.log('\nThe grid of the earnings centre, each page opened from it settled (4x CPU, the bench network;');
    console.log(`medians of ${RUNS}): first visit (address change to its content shown) against a bare page that`);
    console.log('fetches the same answers and writes them (goal: at most 1.2x), and a visit again (goal: 100 ms)');
    const heads = [
      ['calls', 6],
      ['first', 9],
      ['floor', 9],
      ['ratio', 8],
      ['again', 9],
    ] as const;
    console.log('page'.padEnd(12) + heads.map(([h, w]) => h.padStart(w)).join(''));
    for (const e of entries) {
      const firsts: number[] = [];
      const agains: number[] = [];
      const floors: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { first, again } = await visitTwice(browser, url, session, e.path);
        firsts.push(first);
        agains.push(again);
        floors.push(await floorTime(browser, url, session, e.floor));
      }
      const [first, floor, again] = [median(firsts), median(floors), median(agains)];
      const over = (first / floor > 1.2 ? ' first over' : '') + (again > 100 ? ' again over' : '');
      console.log(
        `${e.label.padEnd(12 - e.label.length)}${String(e.calls).padStart(6)}${`${first.toFixed(0)} ms`.padStart(9)}` +
          `${`${floor.toFixed(0)} ms`.padStart(9)}${`${(first / floor).toFixed(2)}x`.padStart(8)}` +
          `${`${again.toFixed(0)} ms`.padStart(9)}${over}`,
      );
    }
  },
};
