// The leak check of `npm run bench`: every route visited twice, from and back to the earnings
// centre. The JS heap (after a forced GC) after the second pass against the first (goal: at most
// 1.1x), and the DOM's elements on the earnings centre before and after each pass (goal: its own).
import type { Browser } from 'playwright-core';
import { PAGE } from '../../src/app/paths';
import { newPhone } from '../../test/browser/helpers';

// every page of the deployable build (the route table itself imports the pages, CSS and all)
const pagePaths = Object.values(PAGE);

export interface HeapRun {
  visited: number;
  /** MB after a forced GC: at first load, after the first pass, after the second */
  heap: [number, number, number];
  /** on the earnings centre at first load and after each pass */
  nodes: Counts[];
}

/** What the earnings centre holds: its elements in <body> and in <head> (each by tag and class,
 * to name what a pass left behind), the styles of the pages visited (adopted sheets, kept once
 * each: src/lib/inject-css.ts), and Chromium's counts after a GC of all DOM nodes (detached ones
 * retained by script too) and JS event listeners. */
interface Counts {
  body: string[];
  head: string[];
  sheets: number;
  inDocument: number;
  nodes: number;
  listeners: number;
}

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const IN_PAGE = `(() => {
  const named = (root) => [...root.getElementsByTagName('*')]
    .map((e) => e.localName + (e.classList[0] ? '.' + e.classList[0] : ''));
  const all = document.createTreeWalker(document);
  let inDocument = 1;
  while (all.nextNode()) inDocument++;
  return {
    body: named(document.body),
    head: named(document.head),
    sheets: document.adoptedStyleSheets.length,
    inDocument,
  };
})()`;

export async function heapAfterEveryRoute(browser: Browser, base: string, session: [string, string]) {
  const context = await newPhone(browser);
  await context.addInitScript(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('userInfo', u);
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  };
  const heap = async () => {
    // twice: a first collection may leave what finalizers free for the next
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576;
  };
  const nodes = async (): Promise<Counts> => {
    const inPage = await page.evaluate<Omit<Counts, 'nodes' | 'listeners'>>(IN_PAGE);
    const counters = await cdp.send('Memory.getDOMCounters');
    return { ...inPage, nodes: counters.nodes, listeners: counters.jsEventListeners };
  };
  const pass = async () => {
    for (const path of pagePaths) {
      await page.evaluate((p) => (location.hash = p), path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    await page.evaluate((p) => (location.hash = p), PAGE.home);
    await settle();
  };
  await page.goto(`${base}/#${PAGE.home}`, { waitUntil: 'networkidle' });
  await settle();
  const first = [await heap(), await nodes()];
  await pass();
  const second = [await heap(), await nodes()];
  await pass();
  const third = [await heap(), await nodes()];
  await context.close();
  return {
    visited: pagePaths.length,
    heap: [first[0], second[0], third[0]],
    nodes: [first[1], second[1], third[1]],
  } as HeapRun;
}

export function printHeapRun(r: HeapRun): void {
  const mb = (x: number) => `${x.toFixed(2)} MB`;
  console.log(
    `\nJS heap after a forced GC: first load ${mb(r.heap[0])}, after visiting ${r.visited} routes ${mb(r.heap[1])}, ` +
      `after visiting them again ${mb(r.heap[2])} (${(r.heap[2] / r.heap[1]).toFixed(2)}x the first pass; ` +
      `goal at most 1.10x; ${(r.heap[2] / r.heap[0]).toFixed(2)}x first load)`,
  );
  const counts = (c: Counts) =>
    `${String(c.body.length).padStart(4)} in <body>, ${String(c.head.length).padStart(3)} in <head>, ` +
    `${String(c.sheets).padStart(3)} adopted sheets, ${c.nodes} DOM nodes in all ` +
    `(${c.nodes - c.inDocument} not in the document), ${c.listeners} listeners`;
  console.log('On the earnings centre (goal: its own elements again; nodes and listeners not growing), elements:');
  console.log(`  at first load:          ${counts(r.nodes[0])}`);
  console.log(`  after the first pass:   ${counts(r.nodes[1])}`);
  console.log(`  after the second pass:  ${counts(r.nodes[2])}`);
  for (const part of ['body', 'head'] as const) {
    const extra = moreThan(r.nodes[2][part], r.nodes[0][part]);
    console.log(`  in <${part}> after the passes, more than at first load: ${extra || 'none'}`);
  }
}

/** What `after` has more of than `before`, by tag and class: "12 style, 1 div.ui-toast". */
function moreThan(after: string[], before: string[]): string {
  const count = new Map<string, number>();
  for (const e of after) count.set(e, (count.get(e) ?? 0) + 1);
  for (const e of before) count.set(e, (count.get(e) ?? 0) - 1);
  return [...count]
    .filter(([, n]) => n !== 0)
    .map(([e, n]) => `${n} ${e}`)
    .join(', ');
}
