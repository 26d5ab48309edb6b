// The mock's modules import one another without a cycle (type-only imports included: a cycle of
// types still means two modules that cannot be read apart), and app.ts finds its routes through
// the explicit index, never by listing a folder.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = resolve(import.meta.dirname, '../../mock-server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each module of mock-server/ with the modules of mock-server/ it imports. */
function graph(): Map<string, string[]> {
  const files = new Set(sources(ROOT));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((m) => resolve(dirname(file), m[1]))
      .flatMap((p) => [`${p}.ts`, join(p, 'index.ts'), p])
      .filter((p) => files.has(p));
    edges.set(file, targets);
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) || []) {
      if (state.get(next) === 'open')
        found.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(ROOT, f)).join(' → '));
      else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) walk(file);
  return found;
}

test('the import graph of mock-server/ has no cycle', () => {
  const edges = graph();
  assert.ok(edges.size > 40, `read ${edges.size} modules`);
  assert.ok(edges.get(join(ROOT, 'db.ts'))?.includes(join(ROOT, 'services/session.ts')), 'the graph sees imports');
  assert.equal(cycles(edges), []);
});

test('every route module is in the route index, and app.ts lists no folder', () => {
  const index = readFileSync(join(ROOT, 'routes/index.ts'), 'utf8');
  const modules = readdirSync(join(ROOT, 'routes'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3));
  assert.ok(modules.length > 10, `read ${modules.length} route modules`);
  for (const name of modules) assert.ok(index.includes(`from './${name}';`), `${name}.ts is not in routes/index.ts`);
  assert.not.match(readFileSync(join(ROOT, 'app.ts'), 'utf8'), /readdir/);
});

test.run();
