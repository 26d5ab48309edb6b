// Lighthouse's mobile audit of one page (its default: a mid-range phone, slow 4G, simulated),
// for `npm run bench`. Lighthouse is an optional tool, not a devDependency: it adds about 150
// packages and a minute to every `npm ci` for a report only the bench prints. The bench uses it
// when it is installed: `npm i --no-save -E lighthouse@12.2.3` (12.x runs on Node 20; 13 wants
// Node 22), or installed elsewhere and named by LIGHTHOUSE_DIR (the folder with its node_modules).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from '../chromium.mjs';
import { CHROMIUM_ARGS } from '../../test/browser/helpers';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & { failing: string[] };

type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
  };
}>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): unknown }>;
}

/** Lighthouse and chrome-launcher (its dependency), from this project or LIGHTHOUSE_DIR; null when absent. */
async function load(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher } | null> {
  const from = createRequire(path.join(path.resolve(process.env.LIGHTHOUSE_DIR || '.'), 'package.json'));
  try {
    const main = from.resolve('lighthouse');
    const launcherPath = createRequire(main).resolve('chrome-launcher');
    const lighthouse = (await import(pathToFileURL(main).href)).default as Lighthouse;
    const launcher = (await import(pathToFileURL(launcherPath).href)) as ChromeLauncher;
    return { lighthouse, launcher };
  } catch {
    return null;
  }
}

/** The scores (0-100) of `url` and the weighted audits that failed, or null without Lighthouse. */
export async function lighthouseScores(url: string): Promise<Scores | null> {
  const tools = await load();
  if (!tools) return null;
  const chrome = await tools.launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failing = CATEGORIES.flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((r) => r.weight > 0 && lhr.audits[r.id].scoreDisplayMode !== 'notApplicable')
        .filter((r) => (lhr.audits[r.id].score ?? 1) < 1)
        .map((r) => `${c}: ${lhr.audits[r.id].title} (${lhr.audits[r.id].score})`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The scores of `url` (the login route), printed with the audits below 1. */
export async function benchLighthouse(url: string): Promise<void> {
  // Lighthouse's score moves from run to run (its simulation scales what this machine did): the
  // median of LIGHTHOUSE_RUNS (5) runs, with the range
  const scores: Scores[] = [];
  for (let i = 0; i < Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5)); i++) {
    const one = await lighthouseScores(url);
    if (one) scores.push(one);
  }
  if (!scores.length)
    console.log('\nLighthouse: not installed (npm i --no-save -E lighthouse@12.2.3, or LIGHTHOUSE_DIR)');
  else {
    const of = (c: (typeof CATEGORIES)[number]) => {
      const xs = scores.map((x) => x[c]);
      return `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
    };
    console.log(
      `\nLighthouse mobile, login route, median of ${scores.length} (range): performance ${of('performance')}, ` +
        `accessibility ${of('accessibility')}, best practices ${of('best-practices')} (goal: at least 98, 100, 100)`,
    );
    const failing = new Map<string, number>();
    for (const run of scores)
      for (const audit of run.failing) {
        const name = audit.replace(/ \([\d.]+\)$/, ''); // without this run's score
        failing.set(name, (failing.get(name) || 0) + 1);
      }
    for (const [audit, n] of failing) console.log(`  below 1 in ${n} of ${scores.length}: ${audit}`);
  }
}
