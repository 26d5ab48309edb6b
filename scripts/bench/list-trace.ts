// What a long list's scroll costs, phase by phase (`npx tsx scripts/bench/list-trace.ts [customers]`):
// the big seed's 我的团队 (or 我的客户) and its floor (scripts/bench/lists.ts), each scrolled by the
// bench's finger for SECS seconds at 4x CPU under a DevTools trace, in ROUNDS rounds. Prints the
// main thread's CPU time per second of scrolling in each phase (script in frame callbacks, style,
// layout, paint, ...): thread time, so the machine's other work moves it less than frame times.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { writeSeed } from '../../mock-server/db';
import { PAGE } from '../../src/app/paths';
import { CHROMIUM } from '../chromium.mjs';
import { CHROMIUM_ARGS } from '../../test/browser/helpers';
import { client } from '../../test/helpers/mock';
import { tempDir } from '../../test/helpers/temp';
import { buildApp } from '../build/index.ts';
import { precompress } from '../build/precompress.ts';
import { startPreviewServer } from '../preview/server.ts';
import { staticCopy } from './floors.ts';
import { LIST_FLOOR_PX, listFloor } from './lists.ts';
import { throttledPage } from './throttle.ts';
import { traceMainThread } from './trace.ts';

const SECS = Number(process.env.SECS || 10);
const ROUNDS = Number(process.env.ROUNDS || 2);
const listPath = process.argv[2] === 'customers' ? PAGE.myCustomer : PAGE.myTeam;
/** The trace's phases, by their event names on the renderer's main thread. */
const PHASES: [string, string][] = [
  ['all', 'RunTask'],
  ['frame callbacks', 'FireAnimationFrame'],
  ['style', 'UpdateLayoutTree'],
  ['layout', 'Layout'],
  ['pre-paint', 'PrePaint'],
  ['paint', 'Paint'],
  ['layerize', 'Layerize'],
  ['commit', 'Commit'],
];

// The bench's steady finger (lists.ts), for SECS seconds: frames and the DOM's changes.
const SCROLL = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now(), changes = 0;
  const start = last, root = document.scrollingElement;
  new MutationObserver((l) => { changes += l.length; }).observe(document.body, { childList: true, subtree: true });
  const step = (now) => {
    const dt = now - last;
    deltas.push(dt);
    last = now;
    if (now - start > ${SECS * 1000}) {
      const s = deltas.slice(1);
      return resolve({ fps: 1000 / (s.reduce((a, b) => a + b, 0) / s.length),
        slow: s.filter((d) => d > 20).length / s.length, changes });
    }
    root.scrollTop += Math.min(dt, 50) * 2.4;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

async function main() {
  const outdir = tempDir('partner-list-trace-');
  await buildApp({ dev: false, outdir, logLevel: 'error' });
  const db = path.join(tempDir('mock-db-big-'), 'db.json');
  writeSeed(db, 'big');
  const mock = await startMockServer({ dbFile: db, port: 0, staticDir: outdir, quiet: true });
  const data = await client(mock.url).session('13800000001');
  const session: [string, string] = [data.token, JSON.stringify(data.userInfo)];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const copy = await staticCopy(browser, `${mock.url}/#${listPath}`, '.ui-list__btn', session);
  writeFileSync(path.join(outdir, 'floor.html'), listFloor(copy, LIST_FLOOR_PX));
  await precompress(outdir);
  const preview = await startPreviewServer({ dir: outdir, api: mock.url });
  console.log(`${listPath}: main thread CPU ms per second of scrolling, ${SECS} s a run, 4x CPU`);
  console.log(`${''.padEnd(6)} fps  >20ms  DOM changes | ${PHASES.map(([p]) => p).join(' | ')}`);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of ['floor', 'app']) {
        const { context, page, cdp } = await throttledPage(browser, session);
        await page.goto(which === 'floor' ? `${preview.url}/floor.html` : `${preview.url}/#${listPath}`);
        await page.waitForSelector('.team-member, .customer', { timeout: 60000 });
        await page.waitForTimeout(1000);
        page.setDefaultTimeout(120000);
        const { result: run, cpuMs } = await traceMainThread(cdp, () =>
          page.evaluate<{ fps: number; slow: number; changes: number }>(SCROLL),
        );
        await context.close();
        const perSecond = (name: string) => cpuMs(name) / SECS;
        console.log(
          `${which.padEnd(6)} ${run.fps.toFixed(0).padStart(3)} ${(run.slow * 100).toFixed(1).padStart(5)} % ` +
            `${String(run.changes).padStart(6)}      | ` +
            PHASES.map(([p, name]) => perSecond(name).toFixed(0).padStart(p.length)).join(' | '),
        );
      }
    }
  } finally {
    await browser.close();
    await preview.close();
    await mock.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
