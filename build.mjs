// @ts-check
// Builds the app into dist/ with esbuild: ESM + code splitting (one lazy chunk per page) in a
// folder per build (chunks/<build id>/, short names), minified, ES2017, the login route
// pre-rendered into index.html with its CSS inline, and one first-load chunk (how, and why
// esbuild needs help for it: CHUNK_TIERS in scripts/build/tiers.ts). The build itself is
// scripts/build/ (TypeScript, loaded with tsx); this file is its command line.
//   node build.mjs            deployable build (no developer tools)
//   node build.mjs --dev      with the scenario panel and the UI gallery (what `npm start` serves)
//   node build.mjs --watch    rebuild on change
// Settings from the environment: API_BASE (default same origin), ORG_ID (picks loginForH5),
// WECHAT_AUTHORIZE_URL and WECHAT_APP_ID (one-click pay's authorisation; default the mock's),
// OUT_DIR (default dist).
import { gzipSync } from 'node:zlib';
import { readFile, rm, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('./scripts/build/index.ts')} */
const { buildApp } = await tsImport('./scripts/build/index.ts', import.meta.url);

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const quiet = args.has('--quiet');
const outdir = path.resolve(process.env.OUT_DIR || 'dist');

// One line per output file with its gzip size, so a change in weight is seen at build time.
/** @param {import('./scripts/build/index.ts').Built} built */
async function report({ files }) {
  const all = (await readdir(outdir, { recursive: true, withFileTypes: true }))
    // the .br / .gz beside a file are the same file as a phone gets it
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let total = 0;
  const lines = [];
  for (const f of all) {
    const gz = gzipSync(await readFile(f), { level: 9 }).length;
    total += gz;
    lines.push(`${(gz / 1024).toFixed(2).padStart(7)} KB gz  ${path.relative(outdir, f)}`);
  }
  console.log(
    `${lines.sort().join('\n')}\n` +
      `${(total / 1024).toFixed(2).padStart(7)} KB gz  total (${dev ? 'dev' : 'deploy'} build)\n` +
      `first load: index.html + ${files.shared}; login adds ${files.landing['/pages/login/index'].join(', ')}`,
  );
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

/** @type {import('./scripts/build/index.ts').BuildAppOptions} */
const options = {
  dev,
  outdir,
  logLevel: quiet ? 'error' : 'warning',
  onBuilt: (built) => (quiet ? undefined : report(built)),
};
if (args.has('--watch')) {
  await buildApp({ ...options, watch: true });
  console.log('watching src/ for changes');
} else await buildApp(options);
