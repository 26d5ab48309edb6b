// The imports written in src/ and mock-server/ (type-only and dynamic ones included, read by
// TypeScript: written-imports.ts) make no cycle, import a file of the project by its relative path
// only, and those of src/ keep the directions of README's layout section (import-rules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appBuildOptions } from './build/index.ts';
import { EARLY_REQUESTS } from './build/boot-script.ts';
import { FIELD_ERRORS_EARLY, FIELD_ERRORS_REPORTER } from './build/field-errors.ts';
import { LEGACY_SOURCES } from './build/legacy-script.ts';
import { cycles, type ImportGraph, layoutViolations, specifierViolations } from './import-rules.ts';
import { compilerOptionsAt, writtenImports } from './written-imports.ts';

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f.split(path.sep).join('/')}`);
const isSource = (f: string) => /\.(tsx?|mts)$/.test(f) && !f.startsWith('mock-server/uploads/');

const written = writtenImports(
  process.cwd(),
  [...filesUnder('src'), ...filesUnder('mock-server')].filter(isSource),
  compilerOptionsAt(process.cwd()),
);

/** The imports between files of the project whose paths start with one of `roots`. */
function graphOf(...roots: string[]): ImportGraph {
  const inRoots = (file?: string) => !!file && roots.some((root) => file.startsWith(root));
  const graph: ImportGraph = new Map();
  for (const [file, imports] of written) {
    if (!inRoots(file)) continue;
    const within = imports.filter((i) => inRoots(i.resolved));
    const edges = within.map((i) => ({ path: i.resolved as string, dynamic: i.dynamic }));
    graph.set(file, edges);
  }
  return graph;
}
const graph = graphOf('src/');

test('the imports written in src/ and mock-server/ make no cycle (type-only and dynamic ones included)', () => {
  assert.ok(graph.size > 100, `only ${graph.size} files of src/ read`);
  assert.equal(
    cycles(graphOf('src/', 'mock-server/')).map((c) => c.join(' -> ')),
    [],
  );
});

test('shared layers keep their directions; features are reached by index.ts, pages by the route tables', () => {
  assert.equal(layoutViolations(graph), []);
});

test('src/ and mock-server/ import a file of the project by its relative path, else a package', () => {
  assert.equal(specifierViolations(written), []);
});

// The build attaches nothing: every module of src/ is reached from the entry (or the service
// worker, the inline script's early calls and the old kernels' script, entries of their own) by
// imports written in src/ (the pass below has no plugin and no inject, and CSS files are empty).
test('every module of src/ is reached from main.tsx (or app/sw/worker.ts) by imports written in src/', async () => {
  const options = await appBuildOptions({ dev: true, outdir: 'out-not-written' });
  const built = await esbuild.build({
    ...options,
    // index.html's inline script bundles the calls it sends early (scripts/build/boot-script.ts) and
    // the field errors' catch, whose reporter is a script of its own (scripts/build/field-errors.ts);
    // the old kernels' script takes the update page and the pictographs (scripts/build/legacy-script.ts)
    entryPoints: [
      'src/main.tsx',
      'src/app/sw/worker.ts',
      EARLY_REQUESTS,
      FIELD_ERRORS_EARLY,
      FIELD_ERRORS_REPORTER,
      ...LEGACY_SOURCES,
    ],
    inject: [],
    plugins: [],
    loader: { '.css': 'empty' },
    write: false,
    logLevel: 'silent',
  });
  const reached = new Set(Object.keys(built.metafile?.inputs || {}));
  const sources = filesUnder('src')
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    // a module of types only (api/types/*.ts) is gone once compiled: nothing to reach
    .filter((f) => esbuild.transformSync(readFileSync(f, 'utf8'), { loader: 'tsx' }).code.trim() !== '');
  assert.ok(sources.length > 100, `only ${sources.length} source files found`);
  assert.equal(
    sources.filter((f) => !reached.has(f)),
    [],
  );
});

test.run();
