// The import graph of src/ (dynamic imports included) has no cycle, and the directions of
// README's layout section hold. Read from esbuild's metafile of the dev build (every page).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appBuildOptions } from './build/index.ts';
import { EARLY_REQUESTS } from './build/boot-script.ts';

const options = await appBuildOptions({ dev: true, outdir: 'out-not-written' });
const { metafile } = (await esbuild.build({ ...options, write: false, logLevel: 'silent' })) as {
  metafile: esbuild.Metafile;
};
const graph = new Map<string, string[]>();
for (const [file, input] of Object.entries(metafile.inputs)) {
  if (!file.startsWith('src/')) continue;
  graph.set(
    file,
    input.imports.map((i) => i.path).filter((p) => p.startsWith('src/')),
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
    for (const next of graph.get(file) || []) {
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

const folder = (file: string) => file.split('/')[1];
// Who may import whom (README, "Layout"): a folder on the left may import the ones on its right.
const ALLOWED: Record<string, string[]> = {
  ui: ['ui', 'lib'],
  lib: ['lib'],
  api: ['api', 'lib', 'state', 'app'],
  state: ['state', 'api', 'lib'],
};

const DIRECTIONS =
  'ui, lib, api and state keep to their directions; only route-table.ts loads the route table; ' +
  'only the tables import a page';
test(DIRECTIONS, () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const to of imports) {
      const allowed = ALLOWED[folder(file)];
      if (allowed && !allowed.includes(folder(to))) wrong.push(`${file} -> ${to}`);
      // the table of every page stays out of the first load: one module loads it, with import()
      if (to === 'src/app/routes.ts' && file !== 'src/app/route-table.ts') wrong.push(`${file} -> ${to}`);
      // a page is reached only through the route table (the landing pages through theirs)
      const samePage = folder(file) === 'pages' && file.split('/')[2] === to.split('/')[2];
      const tables = ['src/app/routes.ts', 'src/app/landing-routes.ts'];
      if (folder(to) === 'pages' && !tables.includes(file) && !samePage) wrong.push(`${file} -> ${to}`);
    }
  }
  assert.equal(wrong, []);
});

// The build attaches nothing: every module of src/ is reached from the entry (or the service
// worker, an entry of its own) by imports written in src/ (the pass below has no plugin and no inject,
// and CSS files are empty).
test('every module of src/ is reached from main.tsx (or sw/worker.ts) by imports written in src/', async () => {
  const written = await esbuild.build({
    ...options,
    // index.html's inline script bundles the calls it sends early (scripts/build/boot-script.ts)
    entryPoints: ['src/main.tsx', 'src/sw/worker.ts', EARLY_REQUESTS],
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
