// The UI kit's budget: every module of src/ui bundled together with the app's esbuild
// settings (minified, ES2017, the app's CSS plugin), with preact and signals left out (the app
// pays for those once), must stay under BUDGET_KB gzip; and one component must not pull in the rest.
// Over DESIGN's 12 KB: what the pages share instead of writing again (one resource's and one list's
// load, failure, retry and kept answer; the form's signal per field and its submit; the failed-load
// views; the empty-state pictures). How the figure grew is in git log -p of this file.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { appBuildOptions } from './build/index.ts';

const KB = 1024;
const BUDGET_KB = 15.8;
const BUDGET = BUDGET_KB * KB;
const UI = path.resolve('src/ui');
const app = await appBuildOptions({ dev: false, outdir: 'unused' });

async function bundle(entry: string) {
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: UI, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    minify: app.minify,
    target: app.target,
    jsx: app.jsx,
    jsxFactory: app.jsxFactory,
    jsxFragment: app.jsxFragment,
    inject: app.inject,
    tsconfigRaw: app.tsconfigRaw,
    legalComments: app.legalComments,
    define: app.define,
    plugins: app.plugins,
    external: ['preact', 'preact/*', '@preact/signals', '@preact/signals-core', 'react', 'react-dom'],
    logLevel: 'error',
  });
  const out = Object.values(result.metafile.outputs)[0];
  return { gzip: gzipSync(result.outputFiles[0].contents, { level: 9 }).length, exports: out.exports };
}

const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;
// RichText (the app's sanitized HTML block for the agreement pages) is not a component of the kit:
// it is measured and printed, but not counted against the kit's budget.
const OUTSIDE_KIT = ['RichText'];
const all = readdirSync(UI)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => f.replace(/\.tsx?$/, ''));
const modules = all.filter((m) => !OUTSIDE_KIT.includes(m));
const alone = await Promise.all(all.map((m) => bundle(`export * from './${m}';`)));
const whole = await bundle(modules.map((m) => `export * from './${m}';`).join('\n'));

test(`the whole UI kit is under ${BUDGET_KB.toFixed(2)} KB gzip`, () => {
  const rows = all.map((m, i) => [m, alone[i].gzip] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  each module with what it imports: ${rows.map(([m, n]) => `${m} ${kb(n)}`).join(', ')}`);
  console.log(`  UI kit, all ${modules.length} modules: ${kb(whole.gzip)} gz (budget ${BUDGET_KB.toFixed(2)} KB)`);
  // `export *` drops names exported by two modules: every module's exports must be in the whole.
  const names = new Set(alone.filter((_, i) => modules.includes(all[i])).flatMap((a) => a.exports));
  assert.equal(whole.exports.length, names.size, 'two modules export the same name');
  assert.ok(whole.gzip < BUDGET, `the kit is ${kb(whole.gzip)} gzip`);
});

test('a page pays only for what it imports', () => {
  const button = alone[all.indexOf('Button')].gzip;
  assert.ok(button < whole.gzip / 5, `Button alone is ${kb(button)}`);
});

test.run();
