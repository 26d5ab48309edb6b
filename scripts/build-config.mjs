// The esbuild settings of the app and the build itself (first-load chunks, the pre-rendered
// login, index.html), shared by build.mjs and by the size/bench scripts and tests.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

// 1 rem = 100 design px of the 375 px design width (html font-size is set in vw in base.css),
// so CSS is written in design px and converted here. Two kinds of px stay real px: upper-case
// PX (e.g. 16PX inputs, which must stay 16 real px so iOS does not zoom), and everything in an
// @media block, whose query measures the real viewport and whose rules (base.css's wide-screen
// root size and column) are real sizes. The formatter writes PX in lower case, so the second
// rule is what keeps base.css's media query from turning into 5.4rem (86 px on every phone).
export function pxToRem(css) {
  let out = '';
  let from = 0;
  for (let at = css.indexOf('@media'); at >= 0; at = css.indexOf('@media', from)) {
    out += toRem(css.slice(from, at));
    let depth = 0;
    let end = css.indexOf('{', at);
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(at, end + 1);
    from = end + 1;
  }
  return out + toRem(css.slice(from));
}
const toRem = (css) => css.replace(/(-?\d*\.?\d+)px\b/g, (_, n) => `${+(n / 100).toFixed(4)}rem`);

// Global CSS (base.css) is bundled into the entry's CSS file and linked from index.html.
// Every other CSS file is imported by a component or page: it is minified and injected by
// the chunk that imports it, so a lazy page carries its own styles and pays only for them.
// CSS already inlined in index.html (what the pre-rendered login shows, see prerenderLogin) is
// left out of the scripts: every route's HTML carries it.
export const cssPlugin = cssPluginWithout(new Set());

const minifyCss = async (source) =>
  (await esbuild.transform(source, { loader: 'css', minify: true, target: 'chrome58' })).code.trim();

function cssPluginWithout(inlined) {
  return {
    name: 'css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (a) => {
        if (inlined.has(a.path)) return { contents: '', loader: 'js' };
        const source = pxToRem(await readFile(a.path, 'utf8'));
        if (a.path.endsWith(`${path.sep}base.css`)) return { contents: source, loader: 'css' };
        const code = await minifyCss(source);
        return {
          contents: `import { injectCss } from ${JSON.stringify(path.resolve('src/lib/inject-css.ts'))};injectCss(${JSON.stringify(code)});`,
          loader: 'js',
          resolveDir: path.dirname(a.path),
        };
      });
    },
  };
}

const compat = path.dirname(require.resolve('preact/compat/package.json'));

/** esbuild options for the app; `dev` adds the developer tools (scenario panel, UI gallery). */
export async function appBuildOptions({ dev, outdir, plugins = [], inlinedCss = new Set() }) {
  const { version } = JSON.parse(await readFile('package.json', 'utf8'));
  return {
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
    // the classic JSX transform with preact's h (see src/app/jsx-factory.ts); tsconfigRaw, because
    // esbuild takes tsconfig.json's jsx settings over these
    jsx: 'transform',
    jsxFactory: '__jsx',
    jsxFragment: '__jsxFragment',
    inject: [path.resolve('src/app/jsx-factory.ts')],
    tsconfigRaw: { compilerOptions: { jsx: 'react', jsxFactory: '__jsx', jsxFragmentFactory: '__jsxFragment' } },
    alias: { react: compat, 'react-dom': compat },
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __DEV_TOOLS__: JSON.stringify(dev),
      __API_BASE__: JSON.stringify(process.env.API_BASE || ''),
      __ORG_ID__: JSON.stringify(process.env.ORG_ID || ''),
      // one-click pay's web authorisation: WeChat's page and the app id (defaults: the mock's)
      __WECHAT_AUTHORIZE_URL__: JSON.stringify(process.env.WECHAT_AUTHORIZE_URL || ''),
      __WECHAT_APP_ID__: JSON.stringify(process.env.WECHAT_APP_ID || ''),
      __APP_VERSION__: JSON.stringify(version),
    },
    plugins: [cssPluginWithout(inlinedCss), ...plugins],
  };
}

// ---- The deployable/dev build with its first-load chunks and the pre-rendered login ----

/** The entry, and the page people land on logged out / logged in. */
export const ENTRY = 'src/main.tsx';
export const LOGIN_PAGE = 'src/pages/login/index.tsx';
export const HOME_PAGE = 'src/pages/home/index.tsx';
const HTTP_WIRING = 'src/app/http-wiring.ts';

// esbuild splits code by the set of entry points (the entry and every `import()` target) that
// reach a module statically: a module the entry and 5 pages share lands in a chunk of its own
// for that set, so the login route used to fetch 19 small chunks and a page 12 on average. To
// get ONE first-load chunk, every lazily loaded module is made to import the entry (a line added
// at load time, never in the source): everything the entry imports statically is then reached by
// every entry point, shares one set, and lands in one chunk, which index.html loads in place of
// the entry's one-line stub. What both landing pages use joins that chunk the same way.
// A tier groups modules the same way: every lazily loaded module that reaches a part of a tier
// (also through another tier it imports) imports the whole tier, so the tier is one chunk.
// - one tier per landing page, for what that page shares with other pages: for 登录 the form's
//   parts (fields, buttons, the code button) and the login page itself, for 收益中心 the request
//   layer, the wallet and @preact/signals' renderer. Each landing page's first load is the
//   shared chunk, its tier and its own chunk, and neither landing page loads the other's tier.
// - the shell: the route table with every module of ours that at least SHELL_SHARE lazily loaded
//   modules share (lists, popups, empty states, status names, API calls, flows two pages run),
//   except what the landing pages load without the route table. Every other page is reached
//   through the route table, which loads once the first page is on screen, so a page's first
//   visit then fetches its own chunk and seldom more: 1.6 KB in 1.2 files on average, against
//   8.6 KB in 11.8 files (in waves, one per level of imports) when each set of pages sharing
//   modules had a chunk of its own. It also makes the app 9 KB smaller (146 KB): each file is a
//   gzip stream of its own that learns the code's words again, and every chunk a page imports
//   costs it an import line. The price: a returning user's earnings centre fetches 28 KB with
//   the route table instead of 2, after its figures show, even if no other page is visited.
// The sets come from a first esbuild pass over the same sources (the module graph only).
const SHELL_SHARE = 2;
const ROUTE_TABLE = 'src/app/routes.ts';

async function chunkTiers(options) {
  const { metafile } = await esbuild.build({
    ...options,
    write: false,
    minify: false,
    outdir: path.join(options.outdir, '.graph'),
    logLevel: 'silent',
  });
  const inputs = metafile.inputs;
  const closure = (...from) => {
    const seen = new Set();
    const walk = (f) => {
      if (seen.has(f) || !inputs[f]) return;
      seen.add(f);
      for (const i of inputs[f].imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    from.forEach(walk);
    return seen;
  };
  const targets = new Set();
  for (const input of Object.values(inputs))
    for (const i of input.imports) if (i.kind === 'dynamic-import') targets.add(i.path);
  const reached = new Map([...targets].map((t) => [t, closure(t)]));
  const [login, home] = [LOGIN_PAGE, HOME_PAGE].map((page) => reached.get(page) || new Set());
  // what both landing pages use is imported by the entry (so it is in the first-load chunk)
  const entryClosure = closure(ENTRY);
  const entryAdds = [...login].filter(
    (f) => home.has(f) && !entryClosure.has(f) && f.startsWith('src/') && !f.startsWith('src/pages/'),
  );
  const first = closure(ENTRY, ...entryAdds);
  // what a landing page shares with some other lazily loaded module
  const tierOf = (page, set) =>
    new Set(
      [...set].filter(
        (f) =>
          !first.has(f) &&
          !f.startsWith(`${path.dirname(page)}/`) &&
          [...reached].some(([t, other]) => t !== page && other.has(f)),
      ),
    );
  const tiers = { login: tierOf(LOGIN_PAGE, login), home: tierOf(HOME_PAGE, home) };
  // the home tier also plugs the shell into the request wrapper, so that is done wherever a
  // request can be made
  tiers.home.add(HTTP_WIRING);
  // The login page's own code joins its tier: one file instead of two for the first visit
  // (measured 0.28 KB less), while a page with a form, first visited without passing through
  // login, fetches that page's 1.3 KB with it once.
  for (const f of login) if (f.startsWith(`${path.dirname(LOGIN_PAGE)}/`)) tiers.login.add(f);
  const both = [...tiers.login].filter((f) => tiers.home.has(f));
  if (both.length) throw new Error(`in both landing tiers (import them from src/main.tsx): ${both.join(', ')}`);
  // the shell: the route table and our modules that SHELL_SHARE lazily loaded modules reach,
  // but none of those the landing pages load without the route table (the login page's request
  // layer and captcha, the earnings centre's sections, the launch flow, the dialog hosts), so
  // these do not wait for it
  const early = new Set();
  const walkEarly = (f) => {
    if (early.has(f) || f === ROUTE_TABLE || !inputs[f]) return;
    early.add(f);
    for (const i of inputs[f].imports) if (!i.external) walkEarly(i.path);
  };
  walkEarly(ENTRY);
  const sharedBy = new Map();
  for (const [t, set] of reached)
    for (const f of set) if (f !== t && !targets.has(f)) sharedBy.set(f, (sharedBy.get(f) || 0) + 1);
  tiers.shell = new Set([ROUTE_TABLE]);
  for (const [f, n] of sharedBy) if (n >= SHELL_SHARE && f.startsWith('src/') && !early.has(f)) tiers.shell.add(f);
  // which lazily loaded modules import which tier: those that reach a part of it, also through
  // the tiers they import (a tier member imports its own tier, so the tier is not split from it)
  const imports = new Map();
  for (const [t, set] of reached) {
    const all = new Set(set);
    const names = [];
    for (let grew = true; grew; ) {
      grew = false;
      for (const [k, tier] of Object.entries(tiers)) {
        if (names.includes(k) || ![...tier].some((f) => all.has(f))) continue;
        names.push(k);
        grew = true;
        for (const f of closure(...tier)) all.add(f);
      }
    }
    imports.set(t, names);
  }
  return { entryAdds, first, tiers, imports };
}

/** Adds the imports of the tiers to the entry and to every lazily loaded module (see chunkTiers). */
function tiersPlugin({ entryAdds, first, tiers, imports }) {
  const abs = (f) => path.resolve(f);
  const line = (f) => `import ${JSON.stringify(f)};`;
  const firstAbs = new Set([...first].map(abs));
  const importsAbs = new Map([...imports].map(([t, names]) => [abs(t), names]));
  return {
    name: 'chunk-tiers',
    setup(build) {
      build.onResolve({ filter: /^tier:/ }, (a) => ({ path: a.path, namespace: 'tier' }));
      build.onLoad({ filter: /.*/, namespace: 'tier' }, (a) => ({
        contents: [...tiers[a.path.slice('tier:'.length)]].map((f) => line(abs(f))).join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      build.onLoad({ filter: /\.[mc]?[jt]sx?$/ }, async (a) => {
        let lines;
        if (a.path === abs(ENTRY)) lines = entryAdds.map((f) => line(abs(f)));
        else if (importsAbs.has(a.path) && !firstAbs.has(a.path))
          lines = [line(abs(ENTRY)), ...importsAbs.get(a.path).map((k) => line(`tier:${k}`))];
        else return undefined;
        const source = await readFile(a.path, 'utf8');
        // .mjs/.cjs (a library loaded with import(), e.g. lean-qr) are plain js to esbuild's loaders
        const loader = path.extname(a.path).slice(1).replace(/^[mc]/, '');
        return { contents: `${lines.join('')}${source}`, loader };
      });
    },
  };
}

// ---- The login route pre-rendered into index.html ----

/**
 * The login route as the shell renders it (App with the login page, no copy of its markup),
 * rendered at build time with preact-render-to-string, and the CSS of every module that
 * render evaluated, in order (base.css first): `css` is inlined in index.html, `cssFiles` is
 * left out of the scripts.
 */
async function prerenderLogin({ dev }) {
  const options = await appBuildOptions({ dev, outdir: 'unused' });
  const collectCss = {
    name: 'collect-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (a) => ({
        contents: `globalThis.__prerenderCss.push([${JSON.stringify(a.path)}, ${JSON.stringify(await minifyCss(pxToRem(await readFile(a.path, 'utf8'))))}]);`,
        loader: 'js',
      }));
    },
  };
  const result = await esbuild.build({
    ...options,
    entryPoints: undefined,
    stdin: {
      contents: `import './src/app/base.css';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { App } from './src/app/App';
import { lazyPage } from './src/app/lazy-page';
import { loginRoute } from './src/app/landing-routes';
import { REDIRECTED_AT_LAUNCH } from './src/lib/launch-links';
export async function render() {
  await lazyPage(loginRoute).preload();
  return { markup: renderToString(h(App, null)), title: loginRoute.title, redirectedAtLaunch: REDIRECTED_AT_LAUNCH };
}`,
      resolveDir: process.cwd(),
      loader: 'tsx',
    },
    splitting: false,
    outdir: undefined,
    outfile: 'prerender.mjs',
    write: false,
    metafile: false,
    minify: false,
    logLevel: 'error',
    plugins: [collectCss],
  });
  // the few browser globals the shell reads while it renders, as a first visit to the login page
  const g = globalThis;
  const saved = ['location', 'addEventListener', '__prerenderCss'].map((k) => [k, g[k]]);
  g.location = { hash: `#/pages/login/index`, href: 'http://app.local/#/pages/login/index', pathname: '/' };
  g.addEventListener = () => {};
  g.__prerenderCss = [];
  try {
    const dir = await mkdtemp(path.join(tmpdir(), 'partner-prerender-'));
    const file = path.join(dir, 'prerender.mjs');
    await writeFile(file, result.outputFiles[0].contents);
    const { render } = await import(pathToFileURL(file).href).finally(() => rm(dir, { recursive: true, force: true }));
    const { markup, title, redirectedAtLaunch } = await render();
    const seen = new Map(g.__prerenderCss);
    return { markup, title, redirectedAtLaunch, css: [...seen.values()].join(''), cssFiles: new Set(seen.keys()) };
  } finally {
    for (const [k, v] of saved) g[k] = v;
  }
}

// ---- index.html ----

// A returning user (a stored token), a visit to another route and a one-click-pay or store-QR
// link must never see the pre-rendered login form: this skeleton covers #app until the app
// renders the page (src/main.tsx removes the class). A light SVG, so it counts as a paint.
const SKELETON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 375 320'><g fill='%23e9ebef'><rect x='16' y='16' width='343' height='148' rx='12'/><rect x='16' y='188' width='160' height='16' rx='4'/><rect x='16' y='220' width='343' height='16' rx='4'/><rect x='16' y='252' width='300' height='16' rx='4'/></g></svg>";
const SKELETON_CSS = `html.skel #app>*{display:none}html.skel #app{min-height:100vh;background:#fff url("data:image/svg+xml,${SKELETON_SVG}") no-repeat 0 0/100% auto}`;

/**
 * The one inline script, in <head> before anything paints (kept small and in one place so a
 * Content-Security-Policy hash can be computed here). It
 * - decides login form (and its title) or skeleton (class `skel` on <html>), with the rule of
 *   src/main.tsx (a link sent elsewhere at launch: REDIRECTED_AT_LAUNCH of src/lib/launch-links.ts,
 *   read through the pre-render);
 * - keeps a form from submitting natively (the app submits by script; before the scripts
 *   arrive, Enter or 登录 would reload with the mobile number in the URL);
 * - once the page is parsed and has painted, starts the app (`entry`) and preloads the chunks
 *   of the landing page in the address (`preloads`: route path → files). Not sooner: on a slow
 *   network and CPU, scripts fetched and run during the first load hold back the first paint
 *   (measured with `npm run bench`), and the form works without them.
 */
function inlineScript(preloads, entry, { title, redirectedAtLaunch }) {
  const redirected = new RegExp(redirectedAtLaunch);
  return `(function(d,l,m){var p=l.hash.slice(1).split('?')[0].replace(/\\/+$/,'')||'/pages/login/index',t;try{t=localStorage.getItem('token')}catch(e){}if(p!='/pages/login/index'||t||${redirected}.test(l.href))d.documentElement.className='skel';else d.title=${JSON.stringify(title)};d.addEventListener('submit',function(e){e.preventDefault()});d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){(m[p]||[]).forEach(function(f){var k=d.createElement('link');k.rel='modulepreload';k.href=f;d.head.appendChild(k)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.appendChild(s)})})})})(document,location,${JSON.stringify(preloads)})`;
}

/** The landing pages and the route that shows each (their chunks are preloaded by address). */
const LANDING_PAGES = { '/pages/login/index': LOGIN_PAGE, '/pages/index/index': HOME_PAGE };

/**
 * What each first load fetches, from the metafile: `shared` is the first-load chunk (the
 * entry's only import), `landing[route]` the files a landing page adds (its chunk and the
 * chunks it imports statically), `stub` the entry's one-line file that index.html skips.
 */
export function firstLoadFiles(metafile, outdir) {
  const outputs = metafile.outputs;
  const rel = (f) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  const stub = Object.keys(outputs).find((f) => outputs[f].entryPoint === ENTRY);
  const statics = (f) => outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const stubImports = statics(stub);
  if (stubImports.length !== 1)
    throw new Error(`the entry should import one first-load chunk, not ${stubImports.length}`);
  const shared = stubImports[0];
  const closure = (from) => {
    const seen = new Set();
    const walk = (f) => {
      if (seen.has(f) || f === shared) return;
      seen.add(f);
      statics(f).forEach(walk);
    };
    walk(from);
    return [...seen];
  };
  const landing = {};
  for (const [route, source] of Object.entries(LANDING_PAGES)) {
    const chunk = Object.keys(outputs).find((f) => outputs[f].entryPoint === source);
    if (chunk) landing[route] = closure(chunk).map(rel);
  }
  return {
    stub: rel(stub),
    shared: rel(shared),
    css: outputs[stub].cssBundle && rel(outputs[stub].cssBundle),
    landing,
  };
}

// ---- Short chunk names in a folder per build ----

// esbuild names every chunk with an 8-character hash, and every chunk imports others by name:
// those random characters in about 480 import lines cost about 7 KB gzip over the app (they do
// not compress). Any change renames every chunk anyway (each imports the first-load chunk, whose
// name is in its text), so nothing is lost by naming them once per build instead: the files go
// to chunks/<build id>/, pages keep their name (login.js) and shared chunks get a number (3.js).

const HASHED = /(?:\.\/chunks\/|\.\/)([\w$.-]+-[A-Z0-9]{8}\.js)/g;

/** Writes esbuild's output files (a `write: false` build) that way; returns the metafile renamed. */
async function writeOutputs({ outputFiles, metafile }, outdir) {
  const id = createHash('sha256');
  for (const f of [...outputFiles].sort((a, b) => (a.path < b.path ? -1 : 1))) id.update(f.contents);
  const build = id.digest('hex').slice(0, 8);
  const dir = path.join(outdir, 'chunks', build);
  // old file name -> new, in a stable order so a build's names do not depend on esbuild's
  const names = new Map();
  const taken = new Set();
  let shared = 0;
  const js = outputFiles.filter((f) => f.path.endsWith('.js')).sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const f of js) {
    const old = path.basename(f.path);
    const name = old.replace(/-[A-Z0-9]{8}\.js$/, '');
    const short = name === 'chunk' || taken.has(name) ? String(shared++) : name;
    taken.add(short);
    names.set(old, `${short}.js`);
  }
  await mkdir(dir, { recursive: true });
  for (const f of outputFiles) {
    if (!f.path.endsWith('.js')) {
      await mkdir(path.dirname(f.path), { recursive: true });
      await writeFile(f.path, f.contents);
      continue;
    }
    const text = f.text.replace(HASHED, (m, old) => (names.has(old) ? `./${names.get(old)}` : m));
    await writeFile(path.join(dir, names.get(path.basename(f.path))), text);
  }
  // a watch rebuild leaves only its own folder
  for (const other of await readdir(path.join(outdir, 'chunks')))
    if (other !== build) await rm(path.join(outdir, 'chunks', other), { recursive: true, force: true });
  // metafile paths are relative to the working directory; the entry's stub joins the chunks
  const relDir = path.relative(process.cwd(), dir);
  const rekey = (key) => (names.has(path.basename(key)) ? path.join(relDir, names.get(path.basename(key))) : key);
  const outputs = {};
  for (const [key, o] of Object.entries(metafile.outputs)) {
    outputs[rekey(key)] = { ...o, imports: o.imports.map((i) => ({ ...i, path: rekey(i.path) })) };
  }
  return { ...metafile, outputs };
}

// ---- Content-Security-Policy ----

/** Where src/lib/wechat.ts loads WeChat's JS-SDK and mini-program bridge from (in WeChat only). */
const WECHAT_SCRIPT_ORIGIN = 'https://res.wx.qq.com';

/** `'sha256-…'` of every inline <script> of the page, from its exact text. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy of index.html. Scripts: this origin and the hashes of the inline scripts (so no
 * inline event handlers, no eval), plus WeChat's script origin only when the built code loads
 * from it. Styles allow 'unsafe-inline', and only styles: every component's and page's CSS
 * travels in its chunk and is injected as a <style> at run time (src/lib/inject-css.ts); hashing
 * each of them would put ~80 hashes (about 3 KB gzip) in every first load, constructable sheets
 * are missing on iOS before 16.4, and CSP ignores 'unsafe-inline' as soon as one hash is listed,
 * so the static <style> of index.html cannot be hashed alongside. Images: this origin, data: and
 * blob: (camera previews, signature, poster) and https: (rich text keeps https images, see
 * src/lib/sanitize.ts). The API server (API_BASE, when it is another origin) is where requests
 * go and uploaded files and contract documents come from. Frames: same-origin documents (查看合同).
 */
export function contentSecurityPolicy({ scriptHashes, loadsWeChat, apiBase = process.env.API_BASE || '' }) {
  let api = '';
  try {
    api = apiBase ? new URL(apiBase).origin : '';
  } catch {
    api = ''; // a path on this origin
  }
  const withApi = (...sources) => [...sources, api].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${["'self'", loadsWeChat && WECHAT_SCRIPT_ORIGIN, ...scriptHashes].filter(Boolean).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withApi("'self'", 'data:', 'blob:', 'https:')}`,
    `media-src ${withApi("'self'", 'blob:')}`,
    `connect-src ${withApi("'self'")}`,
    `frame-src ${withApi("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    // the app submits forms by script; the inline script stops native submits before it runs
    "form-action 'none'",
  ].join('; ');
}

/** Whether any built chunk loads scripts from WeChat's origin. */
async function loadsWeChatScripts(metafile) {
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js') && (await readFile(file, 'utf8')).includes(`${WECHAT_SCRIPT_ORIGIN}/`)) return true;
  }
  return false;
}

async function writeHtml({ metafile, outdir, prerendered }) {
  const files = firstLoadFiles(metafile, outdir);
  const template = await readFile('src/index.html', 'utf8');
  const head = [
    `<style>${prerendered.css}${SKELETON_CSS}</style>`,
    files.css && `<link rel="stylesheet" href="${files.css}">`,
    `<script>${inlineScript(files.landing, files.shared, prerendered)}</script>`,
  ];
  const html = template.replace('<!--head-->', head.filter(Boolean).join('')).replace('<!--app-->', prerendered.markup);
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    loadsWeChat: await loadsWeChatScripts(metafile),
  });
  // the meta comes before every inline script and style it governs
  const withPolicy = html.replace(
    '<meta charset="utf-8">',
    `$&<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
  if (withPolicy === html) throw new Error('src/index.html has no <meta charset="utf-8"> to put the policy after');
  await writeFile(path.join(outdir, 'index.html'), withPolicy);
  // what a server sends as the header of index.html: a meta cannot carry frame-ancestors
  await writeFile(path.join(outdir, 'csp.json'), JSON.stringify({ header: `${policy}; frame-ancestors 'none'` }));
  return files;
}

/**
 * The whole build: pre-render the login route, then esbuild with the first-load tiers, then
 * index.html. `watch` returns the esbuild context (rebuilding re-renders and rewrites all).
 * Resolves with the metafile and what index.html loads.
 */
export async function buildApp({ dev, outdir, watch = false, logLevel = 'warning', onBuilt = () => {} }) {
  let prerendered = await prerenderLogin({ dev });
  const inlined = new Set(prerendered.cssFiles);
  const base = await appBuildOptions({ dev, outdir, inlinedCss: inlined });
  const tiers = await chunkTiers(base);
  let last = null;
  const html = {
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
        const metafile = await writeOutputs(r, outdir);
        last = { metafile, files: await writeHtml({ metafile, outdir, prerendered }) };
        await onBuilt(last);
      });
    },
  };
  const options = { ...base, write: false, logLevel, plugins: [...base.plugins, tiersPlugin(tiers), html] };
  if (watch) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    return ctx;
  }
  await esbuild.build(options);
  return last;
}
