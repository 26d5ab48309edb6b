// `npm run bench`: timings that are reported, never asserted (DESIGN.md section 8), in sections
// (`npm run bench -- --only lists,heap` runs some of them):
// - landing: what a phone feels on the login route and a returning partner's earnings centre, with
//   Lighthouse's mobile settings, each beside its static floor (scripts/bench/landing.ts);
// - lighthouse: Lighthouse mobile on the login route, when it is installed (scripts/bench/lighthouse.ts);
// - visits: the grid's pages opened from the settled earnings centre (scripts/bench/visits.ts);
// - taps: a partner's walk through the screens at 4x CPU, each interaction's latency (scripts/bench/taps.ts);
// - lists: 2,000 team members and 2,000 customers scrolled to the end (scripts/bench/lists.ts);
// - heap: every route visited twice, the JS heap and the DOM after each pass (scripts/bench/heap.ts);
// - mock: the mock server's requests per second and p50/p99 at 50 connections (scripts/bench-mock.ts).
// The machine's other work moves absolute figures: read the ratios against floors taken in the same run.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startMockServer } from '../mock-server/app';
import { writeSeed } from '../mock-server/db';
import { PAGE } from '../src/app/paths';
import { CHROMIUM } from './chromium.mjs';
import { CHROMIUM_ARGS } from '../test/browser/helpers';
import { client, freshDbFile } from '../test/helpers/mock';
import { tempDir } from '../test/helpers/temp';
import { buildApp } from './build/index.ts';
import { precompress } from './build/precompress.ts';
import { startPreviewServer } from './preview/server.ts';
import { fetchingFloor, staticCopy } from './bench/floors.ts';
import { benchLanding } from './bench/landing.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchVisits } from './bench/visits.ts';
import { benchTaps } from './bench/taps.ts';
import { LIST_FLOOR_PX, LIST_RUNS, LISTS, listFloor, printListRun, scrollToEnd } from './bench/lists.ts';
import { heapAfterEveryRoute, printHeapRun } from './bench/heap.ts';
import { benchMockServer } from './bench-mock';

const SECTIONS = ['landing', 'lighthouse', 'visits', 'taps', 'lists', 'heap', 'mock'] as const;
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? values.only.split(',') : [...SECTIONS];
for (const s of only)
  if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`no section "${s}": ${SECTIONS.join(', ')}`);
const runs = (s: (typeof SECTIONS)[number]) => only.includes(s);

/** A logged-in partner (13800000001), as the app stores the session. */
async function sessionOf(url: string): Promise<[string, string]> {
  const data = await client(url).session('13800000001');
  return [data.token, JSON.stringify(data.userInfo)];
}

async function main() {
  const outdir = tempDir('partner-bench-');
  await buildApp({ dev: false, outdir, logLevel: 'error' });
  const mock = await startMockServer({ dbFile: freshDbFile(), port: 0, staticDir: outdir, quiet: true });
  const session = await sessionOf(mock.url);
  // the long lists' partner: the same seed with 2,000 team members and 2,000 customers more
  const bigDb = path.join(tempDir('mock-db-big-'), 'db.json');
  writeSeed(bigDb, 'big');
  const bigMock = await startMockServer({ dbFile: bigDb, port: 0, staticDir: outdir, quiet: true });
  const bigSession = await sessionOf(bigMock.url);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // the floors are written before the server reads the folder
  if (runs('landing')) {
    writeFileSync(
      path.join(outdir, 'floor-login.html'),
      await staticCopy(browser, `${mock.url}/#${PAGE.login}`, 'input[name="mobile"]'),
    );
    const homeCopy = await staticCopy(browser, `${mock.url}/#${PAGE.home}`, '.home-wallet__amount', session);
    writeFileSync(path.join(outdir, 'floor-home.html'), homeCopy);
    writeFileSync(path.join(outdir, 'floor-home-fetch.html'), fetchingFloor());
  }
  // each long list's floor: its first page as static HTML, as tall as the whole list
  if (runs('lists')) {
    for (const [, p, file] of LISTS) {
      const copy = await staticCopy(browser, `${bigMock.url}/#${p}`, '.ui-list__btn', bigSession);
      writeFileSync(path.join(outdir, file), listFloor(copy, LIST_FLOOR_PX));
    }
  }
  const visitFloors = runs('visits') ? await benchVisits.floors(browser, mock.url, session, outdir) : null;
  await precompress(outdir);
  // the app and its floors served as production serves them (scripts/preview/rules.ts)
  const preview = await startPreviewServer({ dir: outdir, api: mock.url });
  const bigPreview = await startPreviewServer({ dir: outdir, api: bigMock.url });
  try {
    if (runs('landing')) await benchLanding(browser, preview.url, session);
    if (runs('lighthouse')) await benchLighthouse(`${preview.url}/#${PAGE.login}`);
    if (visitFloors) await benchVisits.run(browser, preview.url, session, visitFloors);
    if (runs('taps')) {
      // the walk starts from the mock's clean memory: the SMS codes sent before it (the sessions of the
      // sections before) made 签约's code the fourth within the hour, which asks for the image captcha,
      // in some runs only; now the walk's own logins always bring it there, and the walk answers it
      await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
      await benchTaps(browser, preview.url, mock.url);
    }
    if (runs('lists')) {
      console.log('\nLong lists at 4x CPU and the bench network, scrolled to the end at 2,400 px/s');
      console.log('(goal: at most 5 % of frames over 20 ms, the DOM bounded, no wait at the bottom)');
      const css = process.env.BENCH_LIST_CSS || '';
      if (css) console.log(`with the style ${css}`);
      for (const [title, p, floor] of LISTS) {
        console.log(title);
        for (let i = 0; i < LIST_RUNS; i++) {
          const app = await scrollToEnd(browser, bigPreview.url, bigSession, p, css);
          printListRun(app, await scrollToEnd(browser, bigPreview.url, bigSession, floor));
        }
      }
    }
    if (runs('heap')) printHeapRun(await heapAfterEveryRoute(browser, preview.url, session));
  } finally {
    await browser.close();
    await preview.close();
    await bigPreview.close();
    await mock.close();
    await bigMock.close();
  }
  if (runs('mock')) await benchMockServer();
}

await main();
