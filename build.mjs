// Builds the app into dist/ with esbuild: ESM + code splitting (one lazy chunk per page),
// hashed names, minified, ES2017, CSS bundled, and an index.html that preloads the entry.
//   node build.mjs            deployable build (no developer tools)
//   node build.mjs --dev      with the scenario panel and the UI gallery (what `npm start` serves)
//   node build.mjs --watch    rebuild on change
// Settings from the environment: API_BASE (default same origin), ORG_ID (picks loginForH5).
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFile, writeFile, rm, readdir, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const watch = args.has('--watch');
const quiet = args.has('--quiet');
const outdir = path.resolve(process.env.OUT_DIR || 'dist');

// 1 rem = 100 design px of the 375 px design width (html font-size is set in vw in base.css),
// so CSS is written in design px and converted here. Upper-case PX is left alone on purpose
// (e.g. 16PX inputs, which must stay 16 real px so iOS does not zoom).
export function pxToRem(css) {
  return css.replace(/(-?\d*\.?\d+)px\b/g, (_, n) => `${+(n / 100).toFixed(4)}rem`);
}

// Global CSS (base.css) is bundled into the entry's CSS file and linked from index.html.
// Every other CSS file is imported by a component or page: it is minified and injected by
// the chunk that imports it, so a lazy page carries its own styles and pays only for them.
const cssPlugin = {
  name: 'css',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (a) => {
      const source = pxToRem(await readFile(a.path, 'utf8'));
      if (a.path.endsWith(`${path.sep}base.css`)) return { contents: source, loader: 'css' };
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true, target: 'chrome58' });
      return {
        contents: `import { injectCss } from ${JSON.stringify(path.resolve('src/lib/inject-css.ts'))};injectCss(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: path.dirname(a.path),
      };
    });
  },
};

const compat = path.dirname(require.resolve('preact/compat/package.json'));

const options = {
  entryPoints: { main: 'src/main.tsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  minify: true,
  target: 'es2017',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: compat, 'react-dom': compat },
  metafile: true,
  legalComments: 'none',
  logLevel: quiet ? 'error' : 'warning',
  define: {
    'process.env.NODE_ENV': '"production"',
    __DEV_TOOLS__: JSON.stringify(dev),
    __API_BASE__: JSON.stringify(process.env.API_BASE || ''),
    __ORG_ID__: JSON.stringify(process.env.ORG_ID || ''),
    __APP_VERSION__: JSON.stringify(JSON.parse(await readFile('package.json', 'utf8')).version),
  },
  plugins: [cssPlugin, { name: 'html', setup: (b) => b.onEnd((r) => r.metafile && writeHtml(r.metafile)) }],
};

async function writeHtml(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const rel = (f) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const [entryJs] = outputs.find(([, o]) => o.entryPoint === 'src/main.tsx');
  const entryCss = outputs.find(([f]) => /main-[^/]*\.css$/.test(f));
  const template = await readFile('src/index.html', 'utf8');
  const html = template
    .replace('<!--head-->', [
      entryCss && `<link rel="stylesheet" href="${rel(entryCss[0])}">`,
      `<link rel="modulepreload" href="${rel(entryJs)}">`,
    ].filter(Boolean).join(''))
    .replace('<!--entry-->', `<script type="module" src="${rel(entryJs)}"></script>`);
  await writeFile(path.join(outdir, 'index.html'), html);
  if (!quiet) await report(metafile);
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
  console.log(lines.sort().join('\n') + `\n${(total / 1024).toFixed(2).padStart(7)} KB gz  total (${dev ? 'dev' : 'deploy'} build)`);
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
// Small static files (icons, images) are copied as they are.
const publicDir = path.resolve('src/public');
for (const name of await readdir(publicDir).catch(() => [])) {
  await writeFile(path.join(outdir, name), await readFile(path.join(publicDir, name)));
}

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('watching src/ for changes');
} else {
  await esbuild.build(options);
}
