// The rules of README's layout section, as functions over the imports written in src/ and
// mock-server/ (import-graph.check.ts reads them with TypeScript, written-imports.ts;
// test/scripts/import-rules.test.ts plants violations in graphs and files of its own).
import path from 'node:path';
import type { WrittenImport } from './written-imports.ts';

/** file -> the files of src/ it imports (paths from the project root, type-only imports included) */
export type ImportGraph = Map<string, { path: string; dynamic: boolean }[]>;

/** Every cycle a depth-first walk finds, each as the files along it (the first file again at the end). */
export function cycles(graph: ImportGraph): string[][] {
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

/** Every import that is neither relative nor a package, as `file: 'specifier' (why)`: a file of the
 * project is imported by its path from the importer, the one form every tool reads unconfigured. */
export function specifierViolations(imports: Map<string, Pick<WrittenImport, 'specifier' | 'resolved'>[]>): string[] {
  const wrong: string[] = [];
  for (const [file, written] of imports) {
    for (const { specifier, resolved } of written) {
      if (/^\.\.?\//.test(specifier)) continue;
      if (!resolved) wrong.push(`${file}: '${specifier}' (neither a relative path nor an installed package)`);
      else if (!resolved.startsWith('node_modules/') && !resolved.startsWith('node:')) {
        const relative = path.posix
          .relative(path.posix.dirname(file), resolved.replace(/\.tsx?$/, ''))
          .replace(/^(?!\.)/, './');
        wrong.push(`${file}: '${specifier}' (a file of the project: write its relative path, '${relative}')`);
      }
    }
  }
  return wrong;
}

/** The table of every page: only route-table.ts loads it, with import(). */
export const ROUTE_TABLE = 'src/app/routes.ts';
/** The modules that may import() a page module directly (that is what splits the pages). */
export const PAGE_TABLES = [ROUTE_TABLE, 'src/app/landing-routes.ts'];

const FEATURE = /^src\/features\/([^/]+)\//;
const PAGE = /^src\/features\/([^/]+)\/pages\/([^/]+)\//;

/** The unit a file belongs to: `features/<f>`, `app/state`, `app/wechat`, or the folder under src/. */
export function unitOf(file: string): string {
  const feature = FEATURE.exec(file);
  if (feature) return `features/${feature[1]}`;
  const [, top, sub] = file.split('/');
  return top === 'app' && (sub === 'state' || sub === 'wechat') ? `app/${sub}` : top;
}

// Who may import whom: a shared layer on the left imports only the units on its right (never a
// feature). Features and the rest of app/ are held by the feature rules below.
const ALLOWED: Record<string, string[]> = {
  ui: ['ui', 'lib'],
  lib: ['lib'],
  api: ['api', 'lib', 'app/state'],
  'app/state': ['app/state', 'api', 'lib'],
  'app/wechat': ['app/wechat', 'api', 'lib'],
};

/** Every import that breaks a rule, as `from -> to (why)`. */
export function layoutViolations(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const { path: to, dynamic } of imports) {
      const why = violation(file, to, dynamic);
      if (why) wrong.push(`${file} -> ${to} (${why})`);
    }
  }
  return wrong;
}

function violation(file: string, to: string, dynamic: boolean): string | null {
  const [from, into] = [unitOf(file), unitOf(to)];
  const allowed = ALLOWED[from];
  if (allowed && !allowed.includes(into)) return `${from} imports only ${allowed.join(', ')}`;
  // the table of every page stays out of the first load: one module loads it, with import()
  if (to === ROUTE_TABLE && file !== 'src/app/route-table.ts') return 'only route-table.ts loads the route table';
  const page = PAGE.exec(to);
  const samePage = page && file.startsWith(page[0]);
  if (page && !samePage) {
    // a page is reached only through the route tables, with import() (each page is a chunk)
    const pageModule = /^index\.tsx?$/.test(to.slice(page[0].length));
    if (PAGE_TABLES.includes(file) && dynamic && pageModule) return null;
    return 'a page is loaded only by the route tables, with import() of its index';
  }
  // from outside a feature, only its index.ts (the route tables import no barrel: they split the pages)
  const feature = FEATURE.exec(to);
  if (feature && from !== into) {
    if (PAGE_TABLES.includes(file)) return 'the route tables import pages only, with import()';
    if (to !== `${feature[0]}index.ts`) return `outside ${into}, import its index.ts`;
  }
  return null;
}
