// The import graph of src/ (dynamic imports included) has no cycle, and the directions of
// README's layout section hold (import-rules.ts). Read from esbuild's metafile of the dev build (every page).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appBuildOptions } from './build/index.ts';
import { EARLY_REQUESTS } from './build/boot-script.ts';
import { FIELD_ERRORS_EARLY, FIELD_ERRORS_REPORTER } from './build/field-errors.ts';
import { type ImportGraph, layoutViolations } from './import-rules.ts';

const options = await appBuildOptions({ dev: true, outdir: 'out-not-written' });
const { metafile } = (await esbuild.build({ ...options, write: false, logLevel: 'silent' })) as {
  metafile: esbuild.Metafile;
};
const graph: ImportGraph = new Map();
for (const [file, input] of Object.entries(metafile.inputs)) {
  if (!file.startsWith('src/')) continue;
  graph.set(
    file,
    input.imports
      .filter((i) => i.path.startsWith('src/'))
      .map((i) => ({ path: i.path, dynamic: i.kind === 'dynamic-import' })),
  );
}

/** Every cycle found by a depth-first walk, each as the files along it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { path: next } of graph.get(file) || []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file);
  return found;
}

test('the import graph of src/ has no cycle (dynamic imports included)', () => {
  assert.ok(graph.size > 100, `only ${graph.size} files read from the metafile`);
  assert.equal(
    cycles().map((c) => c.join(' -> ')),
    [],
  );
});

test('shared layers keep their directions; features are reached by index.ts, pages by the route tables', () => {
  assert.equal(layoutViolations(graph), []);
});

// The build attaches nothing: every module of src/ is reached from the entry (or the service
// worker and the inline script's early calls, entries of their own) by imports written in src/ (the pass
// below has no plugin and no inject, and CSS files are empty).
test('every module of src/ is reached from main.tsx (or app/sw/worker.ts) by imports written in src/', async () => {
  const written = await esbuild.build({
    ...options,
    // index.html's inline script bundles the calls it sends early (scripts/build/boot-script.ts) and
    // the field errors' catch, whose reporter is a script of its own (scripts/build/field-errors.ts)
    entryPoints: ['src/main.tsx', 'src/app/sw/worker.ts', EARLY_REQUESTS, FIELD_ERRORS_EARLY, FIELD_ERRORS_REPORTER],
    inject: [],
    plugins: [],
    loader: { '.css': 'empty' },
    write: false,
    logLevel: 'silent',
  });
  const reached = new Set(Object.keys(written.metafile?.inputs || {}));
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    // a module of types only (api/types.ts) is gone once compiled: nothing to reach
    .filter((f) => esbuild.transformSync(readFileSync(f, 'utf8'), { loader: 'tsx' }).code.trim() !== '');
  assert.ok(sources.length > 100, `only ${sources.length} source files found`);
  assert.equal(
    sources.filter((f) => !reached.has(f)),
    [],
  );
});

test.run();
