// Makes esbuild emit the tiers of tiers.ts: the entry imports what both landing pages use, and
// every lazily loaded module imports the entry and its tiers (lines added at load time).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { APP_LANDMARKS, type Landmarks, planTiers, type TierPlan } from './tiers.ts';

/** The tier plan of a build, from a first esbuild pass over the same sources (the graph only). */
export async function planBuildTiers(options: esbuild.BuildOptions, at: Landmarks = APP_LANDMARKS): Promise<TierPlan> {
  const { metafile } = await esbuild.build({
    ...options,
    write: false,
    minify: false,
    metafile: true,
    outdir: path.join(options.outdir || '.', '.graph'),
    logLevel: 'silent',
  });
  return planTiers(metafile.inputs, at);
}

/** `sourceOf`: a module's source as the build sees it (another plugin may write it, see page-groups.ts). */
export function tiersPlugin(
  { entryAdds, first, tiers, imports }: TierPlan,
  entry = APP_LANDMARKS.entry,
  sourceOf: (file: string) => Promise<string | undefined> = async () => undefined,
): esbuild.Plugin {
  const abs = (f: string) => path.resolve(f);
  const line = (f: string) => `import ${JSON.stringify(f)};`;
  const firstAbs = new Set([...first].map(abs));
  const importsAbs = new Map([...imports].map(([t, names]) => [abs(t), names]));
  return {
    name: 'chunk-tiers',
    setup(build) {
      build.onResolve({ filter: /^tier:/ }, (a) => ({ path: a.path, namespace: 'tier' }));
      build.onLoad({ filter: /.*/, namespace: 'tier' }, (a) => ({
        contents: [...tiers[a.path.slice('tier:'.length) as keyof typeof tiers]].map((f) => line(abs(f))).join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      build.onLoad({ filter: /\.[mc]?[jt]sx?$/ }, async (a) => {
        let lines: string[];
        if (a.path === abs(entry)) lines = entryAdds.map((f) => line(abs(f)));
        else if (importsAbs.has(a.path) && !firstAbs.has(a.path))
          lines = [line(abs(entry)), ...(importsAbs.get(a.path) || []).map((k) => line(`tier:${k}`))];
        else return undefined;
        const source = (await sourceOf(a.path)) ?? (await readFile(a.path, 'utf8'));
        // .mjs/.cjs (a library loaded with import(), e.g. lean-qr) are plain js to esbuild's loaders
        const loader = path.extname(a.path).slice(1).replace(/^[mc]/, '') as esbuild.Loader;
        return { contents: `${lines.join('')}${source}`, loader };
      });
    },
  };
}
