// sw.js: src/app/sw/worker.ts compiled with this build's id and the files it keeps at install.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { FirstLoadFiles } from './first-load.ts';
import { PACKAGE_MODULE, PAGE_MODULE } from './esbuild-options.ts';
import { ICONS } from './icons.ts';
import { esbuildTargets } from './browsers.ts';
import { CHUNK_FAILURE } from './field-errors.ts';

export const SERVICE_WORKER = 'src/app/sw/worker.ts';

/**
 * What the worker keeps at install, relative to the site's root: index.html, the icons, and
 * every chunk but the pages' own ones (other than the landing pages') and the libraries only a
 * page loads, which are kept when first fetched (about a third of the app, not all of it: the
 * phone's data plan pays for what it keeps), and the chunk that says what failed, which a phone
 * where nothing fails never fetches.
 */
export function precacheList(metafile: esbuild.Metafile, outdir: string, files: FirstLoadFiles): string[] {
  const rel = (f: string) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const landing = new Set(Object.values(files.landing).flat());
  const chunks = Object.entries(metafile.outputs)
    .filter(([f]) => f.endsWith('.js'))
    .filter(([f, o]) => {
      const from = o.entryPoint || '';
      const ownPage = PAGE_MODULE.test(from) || PACKAGE_MODULE.test(from);
      return (!ownPage && from !== CHUNK_FAILURE) || landing.has(rel(f));
    })
    .map(([f]) => rel(f))
    .filter((f) => f !== files.stub);
  return ['index.html', ICONS.favicon, ICONS.touch, ...chunks].sort();
}

export async function writeServiceWorker(outdir: string, build: string, precache: string[]): Promise<void> {
  const result = await esbuild.build({
    entryPoints: [SERVICE_WORKER],
    bundle: true,
    minify: true,
    format: 'iife',
    target: esbuildTargets(),
    write: false,
    logLevel: 'error',
    define: { __BUILD__: JSON.stringify(build), __PRECACHE__: JSON.stringify(precache) },
  });
  await writeFile(path.join(outdir, 'sw.js'), result.outputFiles[0].contents);
}
