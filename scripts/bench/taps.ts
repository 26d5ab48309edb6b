// Every tap answers (`npm run bench`, taps): a partner's walk through every screen at 4x CPU, doing
// what a partner does there (open a page from where it is linked, switch its tabs, open its
// pickers and sheets, type, submit a valid form against the mock), with each interaction's latency
// from the Event Timing API (what INP is made of: from the input to the next paint). Prints each
// screen's slowest interaction and the 10 slowest in all, with their screen and control (goal: the
// slowest at most 100 ms). The walks themselves are in taps/, one file per group of features.
// TAPS_ONLY=素材中心,我的团队 walks only the screens so named (each walker still starts where it starts).
import type { Browser, Page } from 'playwright-core';
import { PAGE, type PageName } from '../../src/app/paths';
import { newPhone } from '../../test/browser/helpers';
import { client } from '../../test/helpers/mock';
import { CPU_SLOWDOWN } from './throttle.ts';
import { mock, settled, WALKERS, type Visit, type Walker } from './taps/kit.ts';
import { ENTERPRISE_MONEY, PARTNER_MONEY } from './taps/money.ts';
import { IDENTITY, NEW_PARTNER_IDENTITY } from './taps/identity.ts';
import { CMO_SIGNING, SIGNING } from './taps/signing.ts';
import { DIRECTOR_SHOPS, VISITOR } from './taps/shops.ts';
import { TEAM_PLACES_CONTENT } from './taps/team-places-content.ts';

/** Who walks, from which page, through which screens. */
const WALKS: [Walker, PageName, Visit[]][] = [
  [null, 'login', VISITOR],
  ['partner', 'home', [...PARTNER_MONEY, ...IDENTITY, ...SIGNING, ...TEAM_PLACES_CONTENT]],
  ['enterprise', 'home', ENTERPRISE_MONEY],
  ['newPartner', 'home', NEW_PARTNER_IDENTITY],
  ['director', 'storeHome', DIRECTOR_SHOPS],
  ['cmo', 'home', CMO_SIGNING],
];

// In every document before it loads: every interaction over 16 ms, with the screen it happened on
// (the address at its start: hash changes and the app's replaced entries) and the control (its label or text),
// each told to the walk as it comes (window.__taps), so a document left (a WeChat authorisation's round
// trip, a link opened afresh) keeps what it saw. interactionId counts per document: `doc` tells them apart.
const OBSERVER = `(() => {
  const doc = Math.random().toString(36).slice(2);
  const screens = [];
  const seen = () => {
    screens.push([performance.now(), location.hash]);
    window.__taps('screen', location.hash);
  };
  seen();
  addEventListener('hashchange', seen);
  for (const m of ['pushState', 'replaceState']) {
    const original = history[m];
    history[m] = function (...args) { original.apply(this, args); seen(); };
  }
  const screenAt = (t) => { let s = ''; for (const [at, h] of screens) if (at <= t) s = h; return s; };
  const describe = (el) => !el ? '(gone)' : (el.getAttribute && (el.getAttribute('aria-label') ||
    (el.labels && el.labels[0] && el.labels[0].textContent))) || (el.textContent || '').trim().slice(0, 16) ||
    el.tagName.toLowerCase();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__taps('event', { id: doc + ':' + e.interactionId, type: e.name, ms: e.duration,
        screen: screenAt(e.startTime).slice(1).split('?')[0], control: describe(e.target) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

export interface Interaction {
  id: string;
  type: string;
  ms: number;
  screen: string;
  control: string;
}

/** One walker's walk at 4x CPU: its interactions over 16 ms (the slowest event of each). */
async function walk(browser: Browser, url: string, [walker, start, visits]: (typeof WALKS)[number]) {
  const context = await newPhone(browser);
  if (walker) {
    const { token, userInfo } = await client(url).session(WALKERS[walker]);
    await context.addInitScript(
      ([t, user]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', user);
      },
      [token, JSON.stringify(userInfo)] as const,
    );
  }
  const events: Interaction[] = [];
  const screens: string[] = [];
  await context.exposeBinding('__taps', (_source, kind: 'event' | 'screen', data: Interaction | string) => {
    if (kind === 'event') events.push(data as Interaction);
    else screens.push((data as string).slice(1).split('?')[0]);
  });
  await context.addInitScript(OBSERVER);
  const page: Page = await context.newPage();
  page.setDefaultTimeout(20000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${url}/#${PAGE[start]}`, { waitUntil: 'networkidle' });
  await settled(page);
  const failed: string[] = [];
  const only = process.env.TAPS_ONLY?.split(',');
  for (const [screen, ...steps] of visits) {
    if (only && !only.some((o) => screen.includes(o))) continue;
    try {
      for (const step of steps) await step(page);
    } catch (e) {
      failed.push(`${walker ?? 'visitor'} ${screen}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  await page.waitForTimeout(500);
  await context.close();
  const slowest = new Map<string, Interaction>();
  for (const e of events) if (!slowest.has(e.id) || slowest.get(e.id)!.ms < e.ms) slowest.set(e.id, e);
  return { interactions: [...slowest.values()], screens, failed };
}

/** Every walk; its interactions slowest first. */
export async function walkInteractions(browser: Browser, url: string) {
  const interactions: Interaction[] = [];
  const screens = new Set<string>();
  const failed: string[] = [];
  for (const w of WALKS) {
    const run = await walk(browser, url, w);
    interactions.push(...run.interactions);
    for (const s of run.screens) screens.add(s);
    failed.push(...run.failed);
  }
  return { interactions: interactions.sort((a, b) => b.ms - a.ms), screens, failed };
}

const line = (e: Interaction) =>
  `${`${e.ms.toFixed(0)} ms`.padStart(8)}  ${e.type.padEnd(12)} ${e.screen.padEnd(40)} ${e.control}`;

/** The walks on the app at `url`, whose API is the mock at `mockUrl` (its developer routes answer the captcha). */
export async function benchTaps(browser: Browser, url: string, mockUrl: string) {
  mock.url = mockUrl;
  const { interactions, screens, failed } = await walkInteractions(browser, url);
  console.log(
    `\nA partner's walk at ${CPU_SLOWDOWN}x CPU, each screen's slowest interaction (Event Timing, goal ≤ 100 ms)`,
  );
  const byScreen = new Map<string, Interaction>();
  for (const e of interactions) if (!byScreen.has(e.screen)) byScreen.set(e.screen, e);
  const names = new Map(Object.entries(PAGE).map(([name, path]) => [path as string, name]));
  for (const path of Object.values(PAGE)) {
    const e = byScreen.get(path);
    console.log(e ? line(e) : `${(screens.has(path) ? '≤ 16 ms' : 'not seen').padStart(8)}  ${''.padEnd(12)} ${path}`);
  }
  for (const [path, e] of byScreen) if (!names.has(path)) console.log(line(e));
  console.log('The 10 slowest');
  for (const e of interactions.slice(0, 10)) console.log(line(e));
  console.log(`${interactions.length} interactions over 16 ms in all`);
  for (const f of failed) console.log(`  step not done: ${f}`);
}
