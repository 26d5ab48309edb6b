// Builds the deployable app into a temp folder and measures what a phone fetches, each file
// gzipped on its own as a server sends it: the login route until its form accepts typing (the
// HTML alone) and until 登录 works (its scripts attached), the earnings centre of a returning
// user until its figures can render (API calls aside), each page's own chunk, every lazily
// loaded library, the whole output, and apart from it the old kernels' script, which only a
// kernel that fails index.html's feature test fetches (scripts/build/legacy-script.ts), and what
// a phone fetches only once something failed (scripts/build/field-errors.ts).
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_MODULE, PAGE_MODULE } from './build/esbuild-options.ts';
import { buildApp } from './build/index.ts';
import { CHUNK_FAILURE, reporterFile } from './build/field-errors.ts';
import { CSP_FILE } from './build/html.ts';
import { removeTempDir, tempDir } from '../test/helpers/temp';
import { EARLY_PATHS } from '../src/api/early.ts';

const pageKey = (entryPoint: string) => (PAGE_MODULE.exec(entryPoint) as RegExpExecArray)[1];

export interface Load {
  /** gzip bytes of all the files */
  gzip: number;
  /** one request per file, each with its gzip bytes */
  files: { file: string; gzip: number }[];
}

export interface BuildSizes {
  loginForm: Load;
  loginReady: Load;
  /** until a 获取验证码 tapped on the login form can leave: the HTML alone when its inline script
   * sends the call (src/app/early-requests.ts), else at least what the login page needs (then
   * the request layer too, which loads later: the budget of one request fails either way) */
  codeRequest: Load;
  homeReady: Load;
  pages: { page: string; file: string; gzip: number }[];
  /** what each page other than the landing ones fetches on its first visit, once the first-load
   * chunk and the route table (which every such visit needs first) are in */
  pageVisits: ({ page: string } & Load)[];
  /** chunks of libraries a page loads with import() (named by their package) */
  lazyLibraries: { name: string; file: string; gzip: number }[];
  /** what a phone fetches only once something failed: the field error reporter and the chunk that
   * says what failed (with what only it takes) */
  afterFailure: Load;
  /** the whole output but the old kernels' script, what only a failure fetches and the server's
   * own file (the policy for its header, never served) */
  total: number;
  fileCount: number;
  /** what a kernel that fails the feature test fetches more: the old kernels' script */
  oldKernels: Load;
  /** files with nothing in them (a chunk esbuild made for a set of modules that has no code) */
  emptyFiles: string[];
}

/** The built files, without the .br / .gz beside them (a phone fetches one of the three). */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    if (statSync(f).isDirectory()) return walk(f);
    return /\.(br|gz)$/.test(f) ? [] : [f];
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

  const statics = (f: string): string[] =>
    metafile.outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const closure = (from: string, loaded: Set<string>) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || loaded.has(rel(f))) return;
      seen.add(f);
      statics(f).forEach(visit);
    };
    visit(from);
    return [...seen].map(rel);
  };
  const routeTable = outputs.find(([, o]) => o.entryPoint === 'src/app/routes.ts')?.[0];
  if (!routeTable) throw new Error('no chunk for the route table (src/app/routes.ts)');
  const loaded = new Set([files.shared, ...closure(routeTable, new Set([files.shared]))]);
  const landing = new Set(Object.values(files.landing).flat());

  const inlineScripts = [
    ...readFileSync(path.join(outdir, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g),
  ];
  const inlineSendsCode = inlineScripts.some(([, js]) => js.includes(EARLY_PATHS.code) && js.includes('.ui-code-btn'));
  const login = '/pages/login/index';
  const loginForm = ['index.html', files.css].filter((f): f is string => !!f);

  if (!files.legacy) throw new Error("index.html names no old kernels' script");
  const legacy = path.join(outdir, files.legacy);
  const failureChunk = outputs.find(([, o]) => o.entryPoint === CHUNK_FAILURE)?.[0];
  if (!failureChunk) throw new Error(`no chunk for ${CHUNK_FAILURE}`);
  const afterFailure = [reporterFile(files.shared), ...closure(failureChunk, new Set([files.shared]))];
  const apart = new Set([legacy, ...[...afterFailure, CSP_FILE].map((f) => path.join(outdir, f))]);
  const all = walk(outdir).filter((f) => !apart.has(f));
  return {
    loginForm: load(loginForm),
    loginReady: load([...first, ...files.landing[login]]),
    codeRequest: load(inlineSendsCode ? loginForm : [...first, ...files.landing[login]]),
    homeReady: load([...first, ...files.landing['/pages/index/index']]),
    pages: outputs
      .filter(([, o]) => o.entryPoint && PAGE_MODULE.test(o.entryPoint))
      .map(([f, o]) => ({ page: pageKey(o.entryPoint!), file: rel(f), gzip: gz(rel(f)) })),
    pageVisits: outputs
      .filter(([f, o]) => o.entryPoint && PAGE_MODULE.test(o.entryPoint) && !landing.has(rel(f)))
      .map(([f, o]) => ({ page: pageKey(o.entryPoint!), ...load(closure(f, loaded)) })),
    lazyLibraries: outputs.flatMap(([f, o]) => {
      const library = PACKAGE_MODULE.exec(o.entryPoint || '');
      return library ? [{ name: library[1], file: rel(f), gzip: gz(rel(f)) }] : [];
    }),
    total: all.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0),
    fileCount: all.length,
    oldKernels: load([files.legacy]),
    afterFailure: load(afterFailure),
    emptyFiles: all.filter((f) => statSync(f).size === 0).map(rel),
  };
}
