// The landing pages of `npm run bench`, each beside its static floor, interleaved, median of RUNS:
// the login route (first paint, the form accepts input, scripts attached once 获取验证码 is tapped
// and when that request leaves) and a returning partner's earnings centre (first paint, the
// withdrawable figure), the latter also against a bare page that fetches the same two answers.
import type { Browser } from 'playwright-core';
import { measureCodeTap } from './finger.ts';
import { requestsBefore, type Timings } from './probes.ts';
import { CPU_SLOWDOWN, NETWORK, throttledPage } from './throttle.ts';

export const RUNS = Math.max(7, Number(process.env.BENCH_RUNS || 7));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The app's earnings centre has rendered over the skeleton (src/main.tsx), and a few frames more:
// whether the figure the inline script wrote stays when the app's own takes its place.
const APP_RENDERED = `!document.documentElement.classList.contains('skel')`;

async function measure(
  browser: Browser,
  url: string,
  done: string,
  { session, settled }: { session?: [string, string]; settled?: string } = {},
): Promise<Timings> {
  const { context, page } = await throttledPage(browser, session);
  await page.goto(url, { waitUntil: 'commit' });
  const until = `(${done}) && performance.getEntriesByName('first-contentful-paint').length > 0`;
  await page.waitForFunction(settled ? `${until} && (${settled})` : until, null, { timeout: 60000, polling: 100 });
  if (settled) await page.waitForTimeout(1000);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    ...(window as unknown as { __t: Omit<Timings, 'fcp'> }).__t,
  }));
  const before = await page.evaluate<{ requests: number; api: number; other: number; kb: number }>(
    requestsBefore(done),
  );
  await context.close();
  return { ...result, ...before };
}

/** The landing pages' tables; `url` serves the app and its floors (floor-*.html). */
export async function benchLanding(browser: Browser, url: string, session: [string, string]) {
  const rows = {
    login: [] as Timings[],
    loginFloor: [] as Timings[],
    home: [] as Timings[],
    homeFloor: [] as Timings[],
    code: [] as Timings[],
    codeHtmlOnly: [] as Timings[],
    homeFetchFloor: [] as Timings[],
  };
  for (let i = 0; i < RUNS; i++) {
    rows.login.push(await measure(browser, `${url}/#/pages/login/index`, 'window.__t.input'));
    rows.loginFloor.push(await measure(browser, `${url}/floor-login.html`, 'window.__t.input'));
    rows.home.push(
      await measure(browser, `${url}/#/pages/index/index`, 'window.__t.figure', { session, settled: APP_RENDERED }),
    );
    rows.homeFloor.push(await measure(browser, `${url}/floor-home.html`, 'window.__t.figure'));
    rows.code.push(await measureCodeTap(browser, url));
    rows.codeHtmlOnly.push(await measureCodeTap(browser, url, { htmlOnly: true }));
    rows.homeFetchFloor.push(await measure(browser, `${url}/floor-home-fetch.html`, 'window.__t.figure', { session }));
  }
  const m = (xs: Timings[], k: keyof Timings) => median(xs.map((x) => x[k] ?? Number.NaN));
  const cell = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(0)} ms`).padStart(9);
  const ratio = (a: number, b: number) => (Number.isNaN(a / b) ? '-' : `${(a / b).toFixed(2)}x`).padStart(9);
  const table = (title: string, app: Timings[], floor: Timings[], keys: [keyof Timings, string][]) => {
    console.log(`\n${title}`);
    console.log(`${''.padEnd(28)}${'app'.padStart(9)}${'floor'.padStart(9)}${'ratio'.padStart(9)}`);
    for (const [k, label] of keys) {
      const a = m(app, k);
      const f = k === 'attached' ? m(floor, 'input') : m(floor, k);
      console.log(`${label.padEnd(28)}${cell(a)}${cell(f)}${ratio(a, f)}`);
    }
  };
  console.log(
    `\nLighthouse mobile settings: ${CPU_SLOWDOWN}x CPU, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, ` +
      '750 kbit/s up; files precompressed (br or gzip, as the browser asks); ' +
      `median of ${RUNS} runs, app and floor interleaved`,
  );
  table('Login route (floor: the same markup as static HTML, CSS inline)', rows.login, rows.loginFloor, [
    ['fcp', 'first contentful paint'],
    ['input', 'form accepts input'],
  ]);
  table('Login route, tapped at once (the app starts at the tap on 获取验证码)', rows.code, rows.loginFloor, [
    ['attached', 'scripts attached'],
  ]);
  table('Earnings centre, returning user (floor: the loaded page as static HTML)', rows.home, rows.homeFloor, [
    ['fcp', 'first contentful paint'],
    ['figure', 'withdrawable figure shown'],
    ['rendered', "the app's page rendered"],
  ]);
  const count = (xs: Timings[]) =>
    `started before: ${m(xs, 'requests')} app files, ${m(xs, 'api')} API calls, ${m(xs, 'other')} other ` +
    `(icons, images), ${m(xs, 'kb').toFixed(1)} KB`;
  console.log('\nThe figures of DESIGN.md section 8 (goal: ratio at most 1.5x, requests at most 4 / 5)');
  const line = (label: string, a: number, f: number, extra: string) =>
    console.log(`${label.padEnd(28)}${cell(a)}${cell(f)}${ratio(a, f)}   ${extra}`);
  line('获取验证码 leaves (floor: field)', m(rows.code, 'code'), m(rows.loginFloor, 'input'), count(rows.code));
  line(
    '  the HTML alone, same finger',
    m(rows.codeHtmlOnly, 'code'),
    m(rows.loginFloor, 'input'),
    count(rows.codeHtmlOnly),
  );
  line('withdrawable figure (bare: 2 API)', m(rows.home, 'figure'), m(rows.homeFetchFloor, 'figure'), count(rows.home));
  const gone = rows.home.filter((r) => r.figureGone !== undefined);
  const goneFor = median(gone.map((r) => (r.figureGone ?? 0) - (r.figure ?? 0)));
  console.log(
    `${'  the figure gone again'.padEnd(28)}${gone.length} of ${rows.home.length} runs` +
      (gone.length
        ? `, for the first time ${goneFor.toFixed(0)} ms after it showed (median)`
        : ' (the app renders over it with the figure)'),
  );
  console.log(
    'targets: login FCP at most 1.0x the floor, form accepts input at most 1.1x; ' +
      'the withdrawable figure at most 1.1x the bare page that fetches its two answers',
  );
}
