// What each first load fetches, read from the (renamed) metafile: index.html loads these and
// the size budgets measure them.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ENTRY, HOME_PAGE, LOGIN_PAGE } from './esbuild-options.ts';

/** The landing pages and the route that shows each (their chunks are preloaded by address). */
export const LANDING_PAGES: Record<string, string> = {
  '/pages/login/index': LOGIN_PAGE,
  '/pages/index/index': HOME_PAGE,
};

/** What index.html loads first, and what each landing page adds (paths relative to outdir). */
export interface FirstLoadFiles {
  /** the entry's one-line file, which index.html skips */
  stub: string;
  /** the first-load chunk (the entry's only import) */
  shared: string;
  /** a CSS file the entry still links, if any */
  css?: string;
  /** route path → the landing page's chunk and the chunks it imports statically */
  landing: Record<string, string[]>;
  /** the old kernels' script (scripts/build/legacy-script.ts), once index.html is written */
  legacy?: string;
}

export function firstLoadFiles(metafile: Metafile, outdir: string): FirstLoadFiles {
  const outputs = metafile.outputs;
  const rel = (f: string) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const stub = Object.keys(outputs).find((f) => outputs[f].entryPoint === ENTRY);
  if (!stub) throw new Error(`no output for the entry ${ENTRY}`);
  const statics = (f: string) => outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const stubImports = statics(stub);
  if (stubImports.length !== 1)
    throw new Error(`the entry should import one first-load chunk, not ${stubImports.length}`);
  const shared = stubImports[0];
  const closure = (from: string) => {
    const seen = new Set<string>();
    const walk = (f: string) => {
      if (seen.has(f) || f === shared) return;
      seen.add(f);
      statics(f).forEach(walk);
    };
    walk(from);
    return [...seen];
  };
  const landing: Record<string, string[]> = {};
  for (const [route, source] of Object.entries(LANDING_PAGES)) {
    const chunk = Object.keys(outputs).find((f) => outputs[f].entryPoint === source);
    if (chunk) landing[route] = closure(chunk).map(rel);
  }
  const cssBundle = outputs[stub].cssBundle;
  return { stub: rel(stub), shared: rel(shared), css: cssBundle && rel(cssBundle), landing };
}
