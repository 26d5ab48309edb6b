// Builds the deployable app into a temp folder and measures it: what the login route loads
// first, each page's own chunk, and the whole output, all gzip-compressed.
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { appBuildOptions } from './build-config.mjs';
import { removeTempDir, tempDir } from '../test/helpers/temp';

export interface BuildSizes {
  /** HTML + entry JS + CSS + what the entry imports eagerly */
  entryFirstLoad: number;
  /** the same plus the login page's own chunk and what it imports eagerly */
  loginFirstLoad: number;
  loginFiles: string[];
  pages: { page: string; file: string; gzip: number }[];
  /** libraries a page imports dynamically: each its own chunk (e.g. signature_pad) */
  libraries: { library: string; file: string; gzip: number }[];
  total: number;
  fileCount: number;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? walk(f) : [f];
  });
}

export async function measureBuild(): Promise<BuildSizes> {
  const outdir = tempDir('partner-measure-');
  try {
    return await measure(outdir);
  } finally {
    removeTempDir(outdir);
  }
}

async function measure(outdir: string): Promise<BuildSizes> {
  // the real build (index.html included), then esbuild again for the metafile of the same input
  execFileSync(process.execPath, ['build.mjs', '--quiet'], {
    env: { ...process.env, OUT_DIR: outdir },
    stdio: 'inherit',
  });
  const result = await esbuild.build({ ...(await appBuildOptions({ dev: false, outdir })), write: false });
  const outputs = result.metafile!.outputs;
  const rel = (f: string) => path.relative(outdir, path.resolve(f));

  // everything a file pulls in eagerly (static imports), transitively
  const eager = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') eager(imp.path, seen);
    const css = outputs[file].cssBundle;
    if (css) seen.add(css);
    return seen;
  };
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx')!;
  const loginChunk = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/pages/login/index.tsx')!;
  const entrySet = eager(entry);
  const entryFirstLoad = [...entrySet]
    .map(rel)
    .concat('index.html')
    .reduce((sum, f) => sum + gz(path.join(outdir, f)), 0);
  const loginSet = new Set([...entrySet, ...eager(loginChunk)]);
  const loginFiles = [...loginSet].map(rel).concat('index.html');
  const loginFirstLoad = loginFiles.reduce((sum, f) => sum + gz(path.join(outdir, f)), 0);

  const pages = Object.entries(outputs)
    .filter(([, o]) => o.entryPoint && /^src\/pages\//.test(o.entryPoint))
    .map(([f, o]) => ({
      page: o.entryPoint!.replace(/^src\/pages\/|\/index\.tsx?$|\.tsx?$/g, ''),
      file: rel(f),
      gzip: gz(path.join(outdir, rel(f))),
    }));

  const libraries = Object.entries(outputs)
    .filter(([, o]) => o.entryPoint?.startsWith('node_modules/'))
    .map(([f, o]) => ({
      library: o.entryPoint!.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1'),
      file: rel(f),
      gzip: gz(path.join(outdir, rel(f))),
    }));

  const files = walk(outdir);
  return {
    entryFirstLoad,
    loginFirstLoad,
    loginFiles,
    pages,
    libraries,
    total: files.reduce((s, f) => s + gz(f), 0),
    fileCount: files.length,
  };
}
