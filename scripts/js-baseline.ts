// The built scripts against the supported browsers (package.json's browserslist): every API
// (scripts/build/js-apis.ts) and regular expression (scripts/build/regex-features.ts) some supported
// kernel lacks, named with where it is: the source file and line by the chunk's source map, else
// the script's own line. An API the old kernels' script supplies (scripts/build/polyfills.ts)
// counts as there in the app's chunks, but not in index.html's inline script or the service
// worker, which run without it. Syntax esbuild lowers for the targets, or refuses to build.
import { SourceMap } from 'node:module';
import { apisUsed } from './build/js-apis.ts';
import { compatEntry, describeMissing, missingIn, oldestVersions } from './build/js-support.ts';
import { RIGHT_WITHOUT } from './build/polyfills.ts';
import { LATER_PROPERTIES, regexesUsed } from './build/regex-features.ts';

export interface BuiltScript {
  /** how a reader finds it: `chunks/ab12cd34/7.js`, `index.html (inline script)` */
  file: string;
  code: string;
  /** esbuild's source map of it, if any */
  map?: string;
  sourceType: 'module' | 'script';
  /** whether it runs after the old kernels' script (the app's chunks do) */
  afterPolyfills: boolean;
}

/** `src/app/navigation.ts:22`, else `chunks/…/2.js:1:4031` */
function where(script: BuiltScript, start: number, maps: Map<BuiltScript, SourceMap | null>): string {
  const before = script.code.slice(0, start);
  const line = before.split('\n').length - 1;
  const column = start - (before.lastIndexOf('\n') + 1);
  if (!maps.has(script)) maps.set(script, script.map ? new SourceMap(JSON.parse(script.map)) : null);
  const entry = maps.get(script)?.findEntry(line, column) as
    | { originalSource?: string; originalLine?: number }
    | undefined;
  const chunk = `${script.file}:${line + 1}:${column + 1}`;
  if (!entry?.originalSource) return chunk;
  const source = entry.originalSource.replace(/^.*?\/(src|node_modules)\//, '$1/');
  return `${source}:${(entry.originalLine ?? 0) + 1} (${chunk})`;
}

/** What lacks a feature: browser-compat-data's key, or LATER_PROPERTIES' `property:<name>`. */
function missingOf(key: string, oldest: Map<string, number>) {
  if (!key.startsWith('property:')) return missingIn(compatEntry(key) ?? {}, oldest);
  const versions = LATER_PROPERTIES[key.slice('property:'.length)];
  return [...oldest]
    .map(([browser, floor]) => ({ browser, floor, needs: versions[browser] ?? Number.POSITIVE_INFINITY }))
    .filter((m) => m.needs > m.floor);
}

/**
 * Every API and regular expression feature of `scripts` that a kernel of the list lacks, one line
 * each (`Object.fromEntries: chrome 66 (needs 73) at src/…:22 (chunks/…)`); `supplied` names the
 * APIs the old kernels' script adds.
 */
export function baselineProblems(scripts: BuiltScript[], supplied: string[], oldest = oldestVersions()): string[] {
  const problems = new Set<string>();
  const maps = new Map<BuiltScript, SourceMap | null>();
  for (const script of scripts) {
    for (const use of apisUsed(script.code, script.sourceType)) {
      if (use.name in RIGHT_WITHOUT || (script.afterPolyfills && supplied.includes(use.name))) continue;
      const missing = use.keys.map((k) => missingIn(compatEntry(k) ?? {}, oldest));
      if (missing.every((m) => m.length))
        problems.add(`${use.name}: ${describeMissing(missing[0], oldest)} at ${where(script, use.start, maps)}`);
    }
    for (const regex of regexesUsed(script.code, script.sourceType)) {
      for (const feature of regex.features) {
        const missing = feature.key ? missingOf(feature.key, oldest) : [{ browser: 'any', needs: Number.NaN }];
        if (!missing.length) continue;
        const why = feature.key ? describeMissing(missing, oldest) : 'it cannot be read';
        problems.add(`${feature.name} in ${regex.source}: ${why} at ${where(script, regex.start, maps)}`);
      }
    }
  }
  return [...problems];
}
