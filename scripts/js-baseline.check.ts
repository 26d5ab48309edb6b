// The deployable build's scripts against the supported browsers (package.json's browserslist):
// every chunk, index.html's inline script, the service worker and the field errors' reporter, read
// by scripts/js-baseline.ts (the APIs and regular expressions a supported kernel lacks, with the
// source file and line), and the inline script parsed as the oldest kernels with ES modules parse
// (ES2017), so that one below the floor gets the update page rather than a syntax error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import { reporterFile } from './build/field-errors.ts';
import { buildApp, type Built } from './build/index.ts';
import { type BuiltScript, baselineProblems } from './js-baseline.ts';
import { removeTempDir, tempDir } from '../test/helpers/temp';

const outdir = tempDir('partner-js-baseline-');
let built: Built;
let inline: string[];
let serviceWorker: string;
let reporter: string;
try {
  built = (await buildApp({ dev: false, outdir, logLevel: 'error', sourcemap: true })) as Built;
  const html = readFileSync(path.join(outdir, 'index.html'), 'utf8');
  inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  serviceWorker = readFileSync(path.join(outdir, 'sw.js'), 'utf8');
  reporter = readFileSync(path.join(outdir, reporterFile(built.files.shared)), 'utf8');
} finally {
  removeTempDir(outdir);
}

test('every API and regular expression of the scripts is in every supported kernel, or supplied', () => {
  const chunks: BuiltScript[] = (built.chunks ?? []).map((c) => ({
    file: path.relative(outdir, c.file),
    code: c.code,
    map: c.map,
    sourceType: 'module',
    afterPolyfills: true,
  }));
  const scripts: BuiltScript[] = [
    ...chunks,
    ...inline.map((code) => ({
      file: 'index.html (inline script)',
      code,
      sourceType: 'script',
      afterPolyfills: false,
    })),
    { file: 'sw.js', code: serviceWorker, sourceType: 'script', afterPolyfills: false },
    // loaded once something failed, which may be before the old kernels' script has arrived
    { file: 'field-errors.js', code: reporter, sourceType: 'script', afterPolyfills: false },
  ] as BuiltScript[];
  console.log(
    `  ${chunks.length} chunks, ${inline.length} inline script, sw.js; the old kernels' script supplies ` +
      `${built.polyfills.apis.map((a) => a.name).join(', ')} (${built.polyfills.modules.join(', ')})`,
  );
  assert.ok(chunks.length > 10 && chunks.every((c) => c.map), 'the chunks and their source maps');
  const problems = baselineProblems(
    scripts,
    built.polyfills.apis.map((a) => a.name),
  );
  assert.equal(problems, [], `\n${problems.join('\n')}\n`);
});

test('the inline script parses on every kernel with ES modules (ES2017)', () => {
  assert.is(inline.length, 1);
  acorn.parse(inline[0], { ecmaVersion: 2017, sourceType: 'script' });
});

test.run();
