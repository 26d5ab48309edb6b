// Builds the deployable app into a temp folder and measures what a phone fetches, each file
// gzipped on its own as a server sends it: the login route until its form accepts typing (the
// HTML alone) and until 登录 works (its scripts attached), the earnings centre of a returning
// user until its figures can render (API calls aside), each page's own chunk, every lazily
// loaded library, and the whole output.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './build-config.mjs';
import { removeTempDir, tempDir } from '../test/helpers/temp';

export interface Load {
  /** gzip bytes of all the files */
  gzip: number;
  /** one request per file, each with its gzip bytes */
  files: { file: string; gzip: number }[];
}

export interface BuildSizes {
  loginForm: Load;
  loginReady: Load;
  homeReady: Load;
  pages: { page: string; file: string; gzip: number }[];
  /** chunks of libraries a page loads with import() (named by their package) */
  lazyLibraries: { name: string; file: string; gzip: number }[];
  total: number;
  fileCount: number;
}

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
  const built = await buildApp({ dev: false, outdir, logLevel: 'error' });
  if (!built) throw new Error('the build produced nothing');
  const { metafile, files } = built;
  const gz = (file: string) => gzipSync(readFileSync(path.join(outdir, file)), { level: 9 }).length;
  const load = (list: string[]): Load => {
    const measured = list.map((file) => ({ file, gzip: gz(file) }));
    return { gzip: measured.reduce((s, f) => s + f.gzip, 0), files: measured };
  };
  const first = ['index.html', files.css, files.shared].filter((f): f is string => !!f);
  const rel = (f: string) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const outputs = Object.entries(metafile.outputs);

  const all = walk(outdir);
  return {
    loginForm: load(['index.html', files.css].filter((f): f is string => !!f)),
    loginReady: load([...first, ...files.landing['/pages/login/index']]),
    homeReady: load([...first, ...files.landing['/pages/index/index']]),
    pages: outputs
      .filter(([, o]) => o.entryPoint && /^src\/pages\/[^/]+\/index\.tsx?$/.test(o.entryPoint))
      .map(([f, o]) => ({ page: o.entryPoint!.split('/')[2], file: rel(f), gzip: gz(rel(f)) })),
    lazyLibraries: outputs
      .filter(([, o]) => o.entryPoint?.startsWith('node_modules/'))
      .map(([f, o]) => ({
        name: o.entryPoint!.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1'),
        file: rel(f),
        gzip: gz(rel(f)),
      })),
    total: all.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0),
    fileCount: all.length,
  };
}
