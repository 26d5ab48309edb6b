// The check of the built scripts against the supported browsers (scripts/js-baseline.ts, over
// scripts/build/js-apis.ts and regex-features.ts): a page planted with what Chromium 66 or iOS 14.5
// lacks, built as the app's chunks are (esbuild, the app's targets, minified, with a source map),
// fails it with the API or feature, the kernel and the page's own file and line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { esbuildTargets } from '../../../scripts/build/browsers';
import { apisUsed } from '../../../scripts/build/js-apis';
import { regexesUsed } from '../../../scripts/build/regex-features';
import { type BuiltScript, baselineProblems } from '../../../scripts/js-baseline';

const PAGE = 'src/features/planted/pages/planted/index.tsx';

async function plantedPage(source: string, afterPolyfills = true): Promise<BuiltScript> {
  const built = await esbuild.build({
    stdin: { contents: source, sourcefile: PAGE, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    minify: true,
    target: esbuildTargets(),
    sourcemap: 'external',
    outfile: 'planted.js',
    write: false,
  });
  const [map, code] = [...built.outputFiles].sort((a, b) => b.path.localeCompare(a.path));
  return { file: 'chunks/x/planted.js', code: code.text, map: map.text, sourceType: 'module', afterPolyfills };
}

const PLANTED = `export const params = (u: URL) => {
  const query = new URLSearchParams(u.search);
  return Object.fromEntries(query);
};
export const joinerAfterEmoji = (s: string) => /(?<!a)\\u200D/u.test(s);
`;

test('a planted Object.fromEntries and a planted lookbehind fail it, named with the page and line', async () => {
  const problems = baselineProblems([await plantedPage(PLANTED)], []);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(
    problems[0],
    /^Object\.fromEntries: chrome 66 \(needs 73\) at src\/features\/planted\/pages\/planted\/index\.tsx:3 \(chunks\/x\/planted\.js:1:\d+\)$/,
  );
  assert.match(
    problems[1],
    /^lookbehind in \/\(\?<!a\)\\u200D\/u: safari_ios 14\.5 \(needs 16\.4\) at src\/features\/planted\/pages\/planted\/index\.tsx:5 /,
  );
});

test("what the old kernels' script supplies counts in a chunk, not in a script that runs before it", async () => {
  const chunk = baselineProblems([await plantedPage(PLANTED)], ['Object.fromEntries']);
  assert.equal(chunk.length, 1, chunk.join('\n'));
  assert.match(chunk[0], /^lookbehind/);
  const inline = baselineProblems([await plantedPage(PLANTED, false)], ['Object.fromEntries']);
  assert.match(inline[0], /^Object\.fromEntries/);
});

test('the app as it is written passes: a use only where the API is there is no use', async () => {
  const guarded = await plantedPage(`
    export const idle = (f: () => void) => typeof requestIdleCallback == 'function' ? requestIdleCallback(f) : setTimeout(f);
    export const ratio = () => window.devicePixelRatio || 1;
    export const count = (s: string) => 'Segmenter' in Intl ? [...new Intl.Segmenter('zh').segment(s)].length : s.length;
    export const test = () => { try { return new RegExp('\\\\p{Extended_Pictographic}', 'u'); } catch { return null; } };
  `);
  assert.equal(baselineProblems([guarded], []), []);
});

test('a method call is any builtin of that name, missing only where every one is', () => {
  const names = (code: string) =>
    apisUsed(code)
      .map((u) => u.name)
      .sort();
  assert.equal(names('x.flat()'), ['Array.prototype.flat']);
  assert.equal(names('x.at(-1)'), ['.at() (Array, String, TypedArray)']);
  assert.equal(names('x.values()').length, 1);
  assert.equal(names('container.register("sw.js")'), [], 'register: a ServiceWorkerContainer');
  assert.equal(names('Promise.allSettled([]); var Promise'), []);
  assert.equal(names('Promise.allSettled([]); self.globalThis'), [
    'Promise',
    'Promise.allSettled',
    'globalThis',
    'self',
  ]);
});

test('regular expressions: literals and written RegExp patterns, with their features', () => {
  const features = (code: string) => regexesUsed(code).map((r) => r.features.map((f) => f.name).join(','));
  assert.equal(features('/(?<y>\\d{4})\\k<y>/s; new RegExp("\\\\p{Script=Han}", "u"); RegExp(`a`, "v")'), [
    'the s flag,a named group,a named backreference',
    'the u flag,\\p{…}',
    'the v flag',
  ]);
  assert.equal(features('/\\p{Extended_Pictographic}/u'), ['the u flag,\\p{…},\\p{Extended_Pictographic}']);
  assert.equal(features('new RegExp(x, "u")'), [], 'a pattern made at run time is not read');
});

test.run();
