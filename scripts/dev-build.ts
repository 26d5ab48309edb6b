// The build of `npm run dev`: the app's esbuild settings with the developer tools and source
// maps, in watch mode, telling the caller after each rebuild whether it worked (the dev server
// then reloads the open page or shows the error in it). It leaves out what only a deployment
// needs (the first-load tiers, the pre-rendered login, short chunk names): those take a second
// build on every save, and `npm start` and the budgets still run them.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { contentSecurityPolicy } from './build/csp.ts';
import { appBuildOptions, ENTRY } from './build/esbuild-options.ts';

export interface DevBuildEvents {
  /** a rebuild that worked: the new files and index.html are on disk */
  onBuilt(ms: number): void;
  /** a rebuild that failed: esbuild's messages as plain text (the terminal already has them) */
  onFailed(text: string): void;
}

/** index.html of a dev build: the template, the entry as a module script, the policy as a meta. */
async function writeIndex(outdir: string, metafile: esbuild.Metafile): Promise<void> {
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === ENTRY);
  if (!entry) throw new Error(`the dev build has no output for ${ENTRY}`);
  const src = path.relative(outdir, path.resolve(entry[0])).split(path.sep).join('/');
  const css = entry[1].cssBundle && path.relative(outdir, path.resolve(entry[1].cssBundle)).split(path.sep).join('/');
  const head = `<script type="module" src="${src}"></script>${css ? `<link rel="stylesheet" href="${css}">` : ''}`;
  const policy = contentSecurityPolicy({ scriptHashes: [], loadsWeChat: true });
  const html = (await readFile('src/index.html', 'utf8'))
    .replace('<meta charset="utf-8">', `$&<meta http-equiv="Content-Security-Policy" content="${policy}">`)
    .replace('<!--head-->', head)
    .replace('<!--app-->', '')
    // the dev loop is for a developer's newest browser: no old kernels' script (npm start has it)
    .replace(/<script nomodule src="<!--legacy-->"><\/script>\n?/, '');
  await writeFile(path.join(outdir, 'index.html'), html);
  await writeFile(path.join(outdir, 'csp.json'), JSON.stringify({ header: `${policy}; frame-ancestors 'none'` }));
}

/** Files of earlier rebuilds (every name carries a hash, so each rebuild adds new ones). */
async function removeStale(outdir: string, metafile: esbuild.Metafile): Promise<void> {
  const keep = new Set([...Object.keys(metafile.outputs).map((f) => path.resolve(f)), path.join(outdir, 'index.html')]);
  keep.add(path.join(outdir, 'csp.json'));
  for (const e of await readdir(outdir, { recursive: true, withFileTypes: true })) {
    const file = path.join(e.parentPath, e.name);
    if (e.isFile() && !keep.has(file)) await rm(file, { force: true });
  }
}

/** Builds the app of the working directory's src/ into `outdir`, and again on every save. */
export async function watchDevBuild(outdir: string, events: DevBuildEvents): Promise<esbuild.BuildContext> {
  const out = path.resolve(outdir);
  await rm(out, { recursive: true, force: true });
  let started = 0;
  const report: esbuild.Plugin = {
    name: 'dev-report',
    setup(build) {
      build.onStart(() => {
        started = Date.now();
      });
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) {
          const lines = await esbuild.formatMessages(result.errors, { kind: 'error', color: false });
          return events.onFailed(lines.join('\n').trim());
        }
        await writeIndex(out, result.metafile);
        await removeStale(out, result.metafile);
        events.onBuilt(Date.now() - started);
      });
    },
  };
  const options = await appBuildOptions({ dev: true, outdir: out, plugins: [report] });
  const context = await esbuild.context({ ...options, minify: false, sourcemap: 'linked', logLevel: 'error' });
  // the first build starts with the watch, and is reported like every later one
  await context.watch();
  return context;
}
