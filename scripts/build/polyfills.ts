// What the old kernels of the list get from core-js: every API the built scripts use (js-apis.ts)
// that some supported kernel lacks (js-support.ts), as core-js's own module of it, when
// core-js-compat says the list needs it. They go into the old kernels' script (legacy-script.ts),
// which index.html loads only where a feature test fails: a kernel that has them all fetches nothing.
import coreJsCompat from 'core-js-compat';
import { type ApiUse, apisUsed } from './js-apis.ts';
import { compatEntry, missingIn, oldestVersions, versionAdded } from './js-support.ts';
import { LATER_PROPERTIES } from './regex-features.ts';
import { supportedBrowsers } from './browsers.ts';

/** APIs some supported kernel lacks where the app is right without them, and why. */
export const RIGHT_WITHOUT: Record<string, string> = {
  'Symbol.dispose':
    "@preact/signals-core's effect() also sets its dispose function under this key (for `using`, which " +
    'the app does not write); without the symbol the key is the string "undefined", which nothing reads',
};

/** An API the scripts use that a supported kernel lacks. */
export interface MissingApi {
  name: string;
  keys: string[];
  /** core-js's modules that supply it, if core-js has any */
  modules: string[];
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** core-js's module names of an API as js-apis.ts names it: es.object.from-entries, es.array.flat, es.global-this. */
export function coreJsModules(keys: string[]): string[] {
  const names = keys.map((key) => {
    const [, , builtin, member] = key.split('.');
    return member ? `es.${kebab(builtin).replace(/^-/, '')}.${kebab(member)}` : `es.${kebab(builtin)}`;
  });
  return names.filter((m) => coreJsCompat.modules.includes(m));
}

/** The APIs of `uses` that a kernel of the list lacks, by name, but those in RIGHT_WITHOUT. */
export function missingApis(uses: ApiUse[], oldest = oldestVersions()): MissingApi[] {
  const byName = new Map<string, MissingApi>();
  for (const use of uses) {
    if (byName.has(use.name) || use.name in RIGHT_WITHOUT) continue;
    const lacking = use.keys.every((k) => missingIn(compatEntry(k) ?? {}, oldest).length > 0);
    if (lacking) byName.set(use.name, { name: use.name, keys: use.keys, modules: coreJsModules(use.keys) });
  }
  return [...byName.values()];
}

export interface Polyfills {
  /** core-js modules, in core-js's order */
  modules: string[];
  /** the APIs they supply */
  apis: MissingApi[];
  /** an expression true where none is needed */
  test: string;
}

/** How a page tests for an API: `Object.fromEntries`, `[].flat`, `self.globalThis`. */
function testOf(api: MissingApi): string {
  const [, , builtin, member] = api.keys[0].split('.');
  if (!member) return `self.${builtin}`;
  if (!api.name.includes('.prototype.')) return `${builtin}.${member}`;
  return builtin === 'Array' ? `[].${member}` : `${builtin}.prototype.${member}`;
}

/**
 * The polyfills for the scripts `codes`: core-js's modules of every API they use that a kernel of
 * the list lacks and core-js-compat says it needs, and the test that says a kernel needs none.
 * The test asks, in each engine, for the API of these that engine got last: a kernel that has it
 * has the others (browser-compat-data's versions), so one test per engine is enough.
 */
export function polyfillsFor(codes: string[], browsers = supportedBrowsers()): Polyfills {
  const oldest = oldestVersions(browsers);
  const apis = missingApis(
    codes.flatMap((c) => apisUsed(c)),
    oldest,
  ).filter((a) => a.modules.length);
  const wanted = new Set(apis.flatMap((a) => a.modules));
  const { list } = coreJsCompat.compat({
    targets: browsers.join(', '),
    modules: [...wanted].map((m) => new RegExp(`^${m.replace(/\./g, '\\.')}$`)),
  });
  const supplied = apis.filter((a) => a.modules.some((m) => list.includes(m)));
  // what the old kernels' script supplies: core-js's APIs, and the pictographs for the validators
  const features = [
    ...supplied.map((a) => ({ test: testOf(a), added: (b: string) => versionAdded(compatEntry(a.keys[0]) ?? {}, b) })),
    {
      test: `(function(){try{return RegExp('\\\\p{Extended_Pictographic}','u')}catch(e){}})()`,
      added: (b: string) => LATER_PROPERTIES.Extended_Pictographic[b] ?? Number.POSITIVE_INFINITY,
    },
  ];
  const tests = new Set<string>();
  for (const [browser, floor] of oldest) {
    const lacking = features.filter((f) => f.added(browser) > floor);
    const last = lacking.sort((a, b) => b.added(browser) - a.added(browser))[0];
    if (last) tests.add(last.test);
  }
  return { modules: list, apis: supplied, test: [...tests].join('&&') || '1' };
}
