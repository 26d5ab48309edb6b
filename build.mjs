// Builds the app into dist/ with esbuild: ESM + code splitting (one lazy chunk per page),
// hashed names, minified, ES2017, CSS bundled, and an index.html that preloads the entry.
//   node build.mjs            deployable build (no developer tools)
//   node build.mjs --dev      with the scenario panel and the UI gallery (what `npm start` serves)
//   node build.mjs --watch    rebuild on change
// Settings from the environment: API_BASE (default same origin), ORG_ID (picks loginForH5),
// OUT_DIR (default dist).
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFile, writeFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { appBuildOptions } from './scripts/build-config.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const quiet = args.has('--quiet');
const outdir = path.resolve(process.env.OUT_DIR || 'dist');

async function writeHtml(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const rel = (f) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const [entryJs, entry] = outputs.find(([, o]) => o.entryPoint === 'src/main.tsx');
  // preload the entry and every chunk it imports statically, so a slow network fetches them
  // in parallel instead of one round trip after another
  const eager = new Set();
  const collect = (file) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement') collect(i.path);
  };
  collect(entryJs);
  const firstRoutes = firstRoutePreloads(metafile, rel, eager);
  const template = await readFile('src/index.html', 'utf8');
  const html = template
    .replace(
      '<!--head-->',
      [
        entry.cssBundle && `<link rel="stylesheet" href="${rel(entry.cssBundle)}">`,
        ...[...eager].map((f) => `<link rel="modulepreload" href="${rel(f)}">`),
        firstRoutes,
      ]
        .filter(Boolean)
        .join(''),
    )
    .replace('<!--entry-->', `<script type="module" src="${rel(entryJs)}"></script>`);
  await writeFile(path.join(outdir, 'index.html'), html);
  if (!quiet) await report(metafile);
}

// The pages people land on (login, the earnings centre) are lazy chunks found only once the
// entry has run: a tiny inline script starts loading the one in the address right away, which
// saves a round trip on a slow network.
const LANDING_PAGES = {
  '/pages/login/index': 'src/pages/login/index.tsx',
  '/pages/index/index': 'src/pages/index/index.tsx',
};
function firstRoutePreloads(metafile, rel, alreadyLoaded) {
  const files = {};
  for (const [route, source] of Object.entries(LANDING_PAGES)) {
    const chunk = Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === source);
    if (!chunk) continue;
    const set = new Set();
    const collect = (file) => {
      if (set.has(file) || alreadyLoaded.has(file)) return;
      set.add(file);
      for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement') collect(i.path);
    };
    collect(chunk);
    files[route] = [...set].map(rel);
  }
  return `<script>(function(m){var p=location.hash.slice(1).split('?')[0].replace(/\\/+$/,'')||'/pages/login/index';(m[p]||[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})})(${JSON.stringify(files)})</script>`;
}

// One line per output file with its gzip size, so a change in weight is seen at build time.
async function report(metafile) {
  const files = [...Object.keys(metafile.outputs).map((f) => path.resolve(f)), path.join(outdir, 'index.html')];
  let total = 0;
  const lines = [];
  for (const f of files) {
    const gz = gzipSync(await readFile(f), { level: 9 }).length;
    total += gz;
    lines.push(`${(gz / 1024).toFixed(2).padStart(7)} KB gz  ${path.relative(outdir, f)}`);
  }
  console.log(
    `${lines.sort().join('\n')}\n${(total / 1024).toFixed(2).padStart(7)} KB gz  total (${dev ? 'dev' : 'deploy'} build)`,
  );
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const options = await appBuildOptions({
  dev,
  outdir,
  plugins: [{ name: 'html', setup: (b) => b.onEnd((r) => r.metafile && writeHtml(r.metafile)) }],
});
options.logLevel = quiet ? 'error' : 'warning';

if (args.has('--watch')) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('watching src/ for changes');
} else {
  await esbuild.build(options);
}
