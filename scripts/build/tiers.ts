// The chunk tiers: which modules load together, in one file each, and why. esbuild splits code by
// the set of entry points (the entry and every `import()` target) that reach a module
// statically: a module the entry and 5 pages share lands in a chunk of its own for that set, so
// the login route used to fetch 19 small chunks and a page 12 on average. tiers-plugin.ts makes
// every lazily loaded module import the entry and the tiers it reaches (lines added at load time,
// never in the source), so each tier below shares one set and lands in one chunk.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ENTRY, HOME_PAGE, LOGIN_PAGE, PAGE_FOLDER, ROUTE_TABLE } from './esbuild-options.ts';

/** The modules the tiers are anchored on, and where our own code lives (the rest is libraries). */
export interface Landmarks {
  entry: string;
  loginPage: string;
  homePage: string;
  routeTable: string;
  /** our modules (folder prefix, with its slash) */
  sources: string;
  /** where the pages' folders are (a path matching it is a page's module) */
  pages: RegExp;
}

export const APP_LANDMARKS: Landmarks = {
  entry: ENTRY,
  loginPage: LOGIN_PAGE,
  homePage: HOME_PAGE,
  routeTable: ROUTE_TABLE,
  sources: 'src/',
  pages: PAGE_FOLDER,
};

/** How many lazily loaded modules must share one of our modules for it to join the shell tier. */
export const SHELL_SHARE = 2;

export type TierName = 'firstLoad' | 'login' | 'home' | 'idle' | 'shell';

/** The tier table: each tier's chunk, the module it loads with, what it holds, and why. */
export const CHUNK_TIERS: Record<TierName, { loadsWith: keyof Landmarks; holds: string; why: string }> = {
  firstLoad: {
    loadsWith: 'entry',
    holds:
      'what src/main.tsx imports (the framework, the shell, the landing routes), and our modules ' +
      'both landing pages use',
    why: 'every route needs it first; index.html starts it in place of the entry, a one-line stub',
  },
  login: {
    loadsWith: 'loginPage',
    holds: "the login page's own modules and what it shares with another lazily loaded module (the form parts)",
    why: '登录 works after three files (first load, this tier, nothing else); pages with forms reuse it',
  },
  home: {
    loadsWith: 'homePage',
    holds: 'what the earnings centre shares with another lazily loaded module (request layer, wallet, signals)',
    why: "a returning partner's figures render after the first load, this tier and the page's chunk",
  },
  idle: {
    loadsWith: 'entry',
    holds:
      'our modules at least two lazily loaded modules share that a landing page loads without the route table ' +
      "once the phone is idle (the dialog hosts' popups, the sections' tabs and empty states, the launch " +
      "flow's WeChat calls), except what the login page's own lazily loaded parts reach",
    why:
      'they load together once the first page shows, so one file instead of a dozen small ones; the login ' +
      "page's first tap, which awaits its request layer, does not wait for them",
  },
  shell: {
    loadsWith: 'routeTable',
    holds:
      `the route table and our modules at least ${SHELL_SHARE} lazily loaded modules reach, except ` +
      'those a landing page loads without the route table',
    why:
      'the route table loads once the first page shows, so a later first visit fetches about one file (2.3 KB, ' +
      'pages grouped by flow, in 1.2 files on average against 8.6 KB in 11.8 files in waves) and the app is 9 KB ' +
      'smaller; the price: a returning earnings centre fetches it after its figures show',
  },
};

export interface TierPlan {
  /** our modules both landing pages use, which the entry imports (so they join the first load) */
  entryAdds: string[];
  /** the first-load chunk's modules */
  first: Set<string>;
  tiers: Record<Exclude<TierName, 'firstLoad'>, Set<string>>;
  /** lazily loaded module → the tiers it imports */
  imports: Map<string, Exclude<TierName, 'firstLoad'>[]>;
}

/** Applies CHUNK_TIERS to a module graph (the metafile of a pass over the same sources). */
export function planTiers(inputs: Metafile['inputs'], at: Landmarks = APP_LANDMARKS): TierPlan {
  const closure = (...from: string[]) => {
    const seen = new Set<string>();
    const walk = (f: string) => {
      if (seen.has(f) || !inputs[f]) return;
      seen.add(f);
      for (const i of inputs[f].imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    from.forEach(walk);
    return seen;
  };
  const ours = (f: string) => f.startsWith(at.sources);
  const targets = new Set<string>();
  for (const input of Object.values(inputs))
    for (const i of input.imports) if (i.kind === 'dynamic-import') targets.add(i.path);
  const reached = new Map([...targets].map((t) => [t, closure(t)]));
  const [login, home] = [at.loginPage, at.homePage].map((page) => reached.get(page) || new Set<string>());

  const entryClosure = closure(at.entry);
  const entryAdds = [...login].filter((f) => home.has(f) && !entryClosure.has(f) && ours(f) && !at.pages.test(f));
  const first = closure(at.entry, ...entryAdds);

  // what a landing page shares with some other lazily loaded module
  const sharedPart = (page: string, set: Set<string>) =>
    new Set(
      [...set].filter(
        (f) =>
          !first.has(f) &&
          !f.startsWith(`${path.posix.dirname(page)}/`) &&
          [...reached].some(([t, other]) => t !== page && other.has(f)),
      ),
    );
  const loginTier = sharedPart(at.loginPage, login);
  // the login page's own code joins its tier: one file instead of two for the first visit
  // (measured 0.28 KB less), while a form page first visited without login fetches its 1.3 KB once
  for (const f of login) if (f.startsWith(`${path.posix.dirname(at.loginPage)}/`)) loginTier.add(f);
  const homeTier = sharedPart(at.homePage, home);
  const both = [...loginTier].filter((f) => homeTier.has(f));
  if (both.length) throw new Error(`in both landing tiers (import them from ${at.entry}): ${both.join(', ')}`);

  // what the landing pages load without the route table (request layer, sections, launch flow,
  // dialog hosts) stays out of the shell, so it does not wait for it
  const early = reachedWithout(inputs, at.routeTable, at.entry);
  const sharedBy = new Map<string, number>();
  for (const [t, set] of reached)
    for (const f of set) if (f !== t && !targets.has(f)) sharedBy.set(f, (sharedBy.get(f) || 0) + 1);
  const shell = new Set([at.routeTable]);
  for (const [f, n] of sharedBy) if (n >= SHELL_SHARE && ours(f) && !early.has(f)) shell.add(f);

  // the idle tier: what the early lazily loaded modules share, but not what the login page's
  // own lazily loaded parts (its request layer, the captcha) reach: its first tap awaits them
  const loginReach = reachedWithout(inputs, at.routeTable, at.loginPage);
  const landingTiers = [first, loginTier, homeTier];
  const idle = new Set<string>();
  for (const [f, n] of sharedBy)
    if (n >= SHELL_SHARE && ours(f) && early.has(f) && !loginReach.has(f) && !landingTiers.some((t) => t.has(f)))
      idle.add(f);

  const tiers = { login: loginTier, home: homeTier, idle, shell };
  return { entryAdds, first, tiers, imports: tierImports(reached, tiers, closure) };
}

/** What a module reaches by static imports and import(), not through `skip`. */
function reachedWithout(inputs: Metafile['inputs'], skip: string, from: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || f === skip || !inputs[f]) return;
    seen.add(f);
    for (const i of inputs[f].imports) if (!i.external) walk(i.path);
  };
  walk(from);
  return seen;
}

/**
 * Which tiers each lazily loaded module imports: those it reaches a part of, also through the
 * tiers it imports (a tier member imports its own tier, so the tier is not split from it).
 */
function tierImports(
  reached: Map<string, Set<string>>,
  tiers: TierPlan['tiers'],
  closure: (...from: string[]) => Set<string>,
): TierPlan['imports'] {
  const imports: TierPlan['imports'] = new Map();
  for (const [t, set] of reached) {
    const all = new Set(set);
    const names: Exclude<TierName, 'firstLoad'>[] = [];
    for (let grew = true; grew; ) {
      grew = false;
      for (const [k, tier] of Object.entries(tiers) as [keyof typeof tiers, Set<string>][]) {
        if (names.includes(k) || ![...tier].some((f) => all.has(f))) continue;
        names.push(k);
        grew = true;
        for (const f of closure(...tier)) all.add(f);
      }
    }
    imports.set(t, names);
  }
  return imports;
}
