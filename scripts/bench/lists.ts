// The long lists of `npm run bench`: a partner with 2,000 team members and 2,000 customers (the
// big seed, mock-server/seed/big.ts) scrolls 我的团队 and 我的客户 to the end on the throttled phone.
// A steady finger (a fixed speed, as a partner flicking through the list keeps it moving) scrolls
// every frame; the page's frames are timed with requestAnimationFrame, the DOM counted, and the
// time the finger waits at the bottom for the next page (the list not done) is the stall.
import type { Browser } from 'playwright-core';
import { PAGE } from '../../src/app/paths';
import { throttledPage } from './throttle.ts';

/** Each list: its title, its page and its floor's file. */
export const LISTS: [string, string, string][] = [
  ['我的团队', PAGE.myTeam, 'floor-team.html'],
  ['我的客户', PAGE.myCustomer, 'floor-customers.html'],
];
/** A floor as tall as 2,000 rows of about 78 px. */
export const LIST_FLOOR_PX = 156000;
/** Each list and its floor, interleaved (a run is a minute or more of scrolling). */
export const LIST_RUNS = Math.max(1, Number(process.env.BENCH_LIST_RUNS || 2));

/** How fast the finger scrolls, px per ms (a brisk flick through the list, 2,400 px a second). */
const SPEED = 2.4;

export interface ListRun {
  frames: number;
  /** share of frames over 20 ms (goal: at most 5 %) */
  slowShare: number;
  fps: number;
  p95: number;
  worst: number;
  /** elements in the document at the end, and the most seen while scrolling */
  nodes: number;
  peakNodes: number;
  /** total ms the finger waited at the bottom for a page, and how many times */
  stallMs: number;
  stalls: number;
  /** rows in the DOM at the end */
  rows: number;
  ms: number;
}

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const SCROLL_TO_END = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now(), stallFrom = 0, stallMs = 0, stalls = 0, peak = 0, frame = 0;
  const start = last;
  const root = document.scrollingElement;
  const done = () => /没有更多了/.test((document.querySelector('.ui-list__end') || {}).textContent || '');
  const step = (now) => {
    const dt = now - last;
    deltas.push(dt);
    last = now;
    if (frame++ % 10 === 0) peak = Math.max(peak, document.getElementsByTagName('*').length);
    const bottom = root.scrollHeight - innerHeight;
    if (root.scrollTop >= bottom - 1) {
      if (done()) {
        const sorted = deltas.slice(1).sort((a, b) => a - b);
        return resolve({
          frames: sorted.length,
          slowShare: sorted.filter((d) => d > 20).length / sorted.length,
          fps: 1000 / (sorted.reduce((s, d) => s + d, 0) / sorted.length),
          p95: sorted[Math.floor(sorted.length * 0.95)],
          worst: sorted[sorted.length - 1],
          nodes: document.getElementsByTagName('*').length,
          peakNodes: Math.max(peak, document.getElementsByTagName('*').length),
          stallMs: stallMs + (stallFrom ? now - stallFrom : 0),
          stalls,
          rows: document.querySelectorAll('.ui-list article, .ui-list .team-member').length,
          ms: now - start,
        });
      }
      if (!stallFrom) { stallFrom = now; stalls++; }
    } else if (stallFrom) { stallMs += now - stallFrom; stallFrom = 0; }
    root.scrollTop += Math.min(dt, 50) * ${SPEED};
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/**
 * The floor of a list: the page as static HTML (its first rows, its CSS inline, no script), as
 * tall as the whole list (a spacer of `height` px), scrolled by the same finger: the frames the
 * phone and this machine's other work cost with nothing of the app running.
 */
export function listFloor(html: string, height: number): string {
  // the page's own end (加载更多 or a spinner, as copied) gives way to the floor's
  const end = `<div style="height:${height}px"></div><div class="ui-list__end">没有更多了</div>`;
  return html.replace(/class="ui-list__end"/g, 'class="ui-list__end-copied"').replace('</body>', `${end}</body>`);
}

/** One list scrolled to its end on a fresh throttled phone (4x CPU, the bench's network). */
export async function scrollToEnd(
  browser: Browser,
  url: string,
  session: [string, string],
  path: string,
  css = '',
): Promise<ListRun> {
  const { context, page } = await throttledPage(browser, session);
  await page.goto(path.startsWith('/pages/') ? `${url}/#${path}` : `${url}/${path}`, { waitUntil: 'commit' });
  // a first page shown: the figures are for the scroll, not the page's first load
  await page.waitForSelector('.team-member, .customer', { timeout: 60000 });
  if (css) await page.addStyleTag({ content: css });
  page.setDefaultTimeout(600000);
  const run = await Promise.race([
    page.evaluate<ListRun>(SCROLL_TO_END),
    // a list that never ends (a page that never comes) is a finding, not a hang of the bench
    page.waitForTimeout(900000).then(() => {
      throw new Error(`${path}: not at the end after 15 minutes`);
    }),
  ]);
  await context.close();
  return run;
}

const line = (r: ListRun) =>
  `${(r.ms / 1000).toFixed(1)} s to the end: ${r.fps.toFixed(0)} fps, ${(r.slowShare * 100).toFixed(1)} % of ` +
  `${r.frames} frames over 20 ms, p95 ${r.p95.toFixed(0)} ms, worst ${r.worst.toFixed(0)} ms`;

/** A run of a list and its floor's: frames, the DOM and the waits. */
export function printListRun(r: ListRun, floor: ListRun): void {
  console.log(`  app   ${line(r)}`);
  console.log(`  floor ${line(floor)}`);
  console.log(
    `        slow frames ${(r.slowShare * 100).toFixed(1)} % against the floor's ` +
      `${(floor.slowShare * 100).toFixed(1)} %; DOM ${r.nodes} elements, ${r.rows} rows at the end ` +
      `(peak ${r.peakNodes} elements); waited at the bottom ${r.stalls} times, ${r.stallMs.toFixed(0)} ms in all`,
  );
}
