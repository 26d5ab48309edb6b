// The whole build: pre-render the login route, plan the chunk tiers (over the route table with its
// page groups, page-groups.ts), run esbuild, rename the chunks into a folder per build, write
// index.html. build.mjs is its command line.
import * as esbuild from 'esbuild';
import { appBuildOptions } from './esbuild-options.ts';
import { writeOutputs } from './chunk-names.ts';
import type { FirstLoadFiles } from './first-load.ts';
import { writeHtml } from './html.ts';
import { writeIcons } from './icons.ts';
import { writeFieldErrorReporter } from './field-errors.ts';
import { precompress } from './precompress.ts';
import { precacheList, writeServiceWorker } from './service-worker.ts';
import { prerenderLogin } from './prerender.ts';
import { planBuildTiers, tiersPlugin } from './tiers-plugin.ts';
import { type Polyfills, polyfillsFor } from './polyfills.ts';
import { pageGroupSource, pageGroupsPlugin } from './page-groups.ts';

export { appBuildOptions } from './esbuild-options.ts';
export type { FirstLoadFiles } from './first-load.ts';

export interface Built {
  metafile: esbuild.Metafile;
  files: FirstLoadFiles;
  /** what the old kernels' script supplies (polyfills.ts) */
  polyfills: Polyfills;
  /** with `sourcemap`: every chunk as esbuild wrote it (before the short names), with its map */
  chunks?: { file: string; code: string; map: string }[];
}

export interface BuildAppOptions {
  dev: boolean;
  outdir: string;
  logLevel?: esbuild.LogLevel;
  onBuilt?: (built: Built) => unknown;
  /** keep esbuild's source maps of the chunks (for scripts/js-baseline.check.ts's reports) */
  sourcemap?: boolean;
}

/** Builds once; resolves with the metafile and what index.html loads. */
export function buildApp(options: BuildAppOptions & { watch?: false }): Promise<Built | null>;
/** Builds, then rebuilds on every change (each rebuild renders the login again and rewrites all). */
export function buildApp(options: BuildAppOptions & { watch: true }): Promise<esbuild.BuildContext>;
export async function buildApp({
  dev,
  outdir,
  watch = false,
  logLevel = 'warning',
  onBuilt = () => {},
  sourcemap = false,
}: BuildAppOptions & { watch?: boolean }): Promise<Built | null | esbuild.BuildContext> {
  let prerendered = await prerenderLogin({ dev });
  const inlined = new Set(prerendered.cssFiles);
  const base = await appBuildOptions({ dev, outdir, inlinedCss: inlined });
  const groups = pageGroupsPlugin();
  const tiers = await planBuildTiers({ ...base, plugins: [...(base.plugins || []), groups] });
  let last: Built | null = null;
  const html: esbuild.Plugin = {
    name: 'html',
    setup(b) {
      b.onStart(async () => {
        if (!last) return;
        // a watch rebuild renders the login again; the tiers keep the graph of the first pass
        prerendered = await prerenderLogin({ dev });
        inlined.clear();
        for (const f of prerendered.cssFiles) inlined.add(f);
      });
      b.onEnd(async (r) => {
        if (!r.metafile || !r.outputFiles) return;
        const metafile = await writeOutputs({ outputFiles: r.outputFiles, metafile: r.metafile }, outdir);
        const scripts = r.outputFiles.filter((f) => f.path.endsWith('.js'));
        const polyfills = polyfillsFor(scripts.map((f) => f.text));
        const define = base.define || {};
        last = { metafile, polyfills, files: await writeHtml({ metafile, outdir, prerendered, define, polyfills }) };
        await writeFieldErrorReporter(outdir, last.files.shared, define);
        if (sourcemap) {
          const maps = new Map(r.outputFiles.map((f) => [f.path, f.text]));
          last.chunks = scripts.map((f) => ({ file: f.path, code: f.text, map: maps.get(`${f.path}.map`) ?? '' }));
        }
        await writeIcons(outdir);
        if (!dev) {
          // the service worker is the deployable build's (a developer build must show each rebuild)
          const build = last.files.shared.split('/')[1];
          await writeServiceWorker(outdir, build, precacheList(metafile, outdir, last.files));
          // the deployable build ships precompressed; the dev server compresses as it sends
          await precompress(outdir);
        }
        await onBuilt(last);
      });
    },
  };
  const plugins = [...(base.plugins || []), tiersPlugin(tiers, undefined, pageGroupSource), groups, html];
  const options: esbuild.BuildOptions = {
    ...base,
    write: false,
    logLevel,
    plugins,
    sourcemap: sourcemap && 'external',
  };
  if (watch) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    return ctx;
  }
  await esbuild.build(options);
  return last;
}
