// The login route pre-rendered at build time, so index.html shows the form with the HTML alone.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { minifyCss, shippableCss } from './css.ts';
import { appBuildOptions } from './esbuild-options.ts';
import { NO_FLEX_GAP } from './flex-gap.ts';

export interface Prerendered {
  markup: string;
  title: string;
  /** the CSS of every module the render evaluated, in order (base.css first): inlined in index.html */
  css: string;
  /** those CSS files, left out of the scripts */
  cssFiles: Set<string>;
}

// The shell renders the login page (App with the login route, no copy of its markup).
const RENDER_LOGIN = `import './src/app/base.css';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { App } from './src/app/App';
import { lazyPage } from './src/app/lazy-page';
import { loginRoute } from './src/app/landing-routes';
export async function render() {
  await lazyPage(loginRoute).preload();
  return { markup: renderToString(h(App, null)), title: loginRoute.title };
}`;

/**
 * The flex containers with a gap that `markup` shows: the pre-rendered form paints before any script
 * can mark a kernel without flex gap (src/lib/flex-gap.ts), so there their items would touch. A
 * fallback rule's container is shown when the markup has every class of its selector.
 */
export function gapsBeforeScripts(markup: string, css: string): string[] {
  const shown = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  const containers = [...css.matchAll(new RegExp(`\\.${NO_FLEX_GAP} ([^{>,]+)>`, 'g'))].map((m) => m[1].trim());
  return containers.filter((sel) => (sel.match(/\.[\w-]+/g) ?? []).every((c) => shown.has(c.slice(1))));
}

type PrerenderGlobals = { __prerenderCss: [string, string][] } & Record<string, unknown>;

/** Renders the login route with preact-render-to-string, collecting the CSS it evaluated. */
export async function prerenderLogin({ dev }: { dev: boolean }): Promise<Prerendered> {
  const options = await appBuildOptions({ dev, outdir: 'unused' });
  const collectCss: esbuild.Plugin = {
    name: 'collect-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (a) => {
        const css = await minifyCss(shippableCss(await readFile(a.path, 'utf8')));
        return {
          contents: `globalThis.__prerenderCss.push([${JSON.stringify(a.path)}, ${JSON.stringify(css)}]);`,
          loader: 'js',
        };
      });
    },
  };
  const result = await esbuild.build({
    ...options,
    entryPoints: undefined,
    stdin: { contents: RENDER_LOGIN, resolveDir: process.cwd(), loader: 'tsx' },
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
  const g = globalThis as unknown as PrerenderGlobals;
  const saved = ['location', 'addEventListener', '__prerenderCss'].map((k) => [k, g[k]] as const);
  g.location = { hash: '#/pages/login/index', href: 'http://app.local/#/pages/login/index', pathname: '/' };
  g.addEventListener = () => {};
  g.__prerenderCss = [];
  try {
    const dir = await mkdtemp(path.join(tmpdir(), 'partner-prerender-'));
    const file = path.join(dir, 'prerender.mjs');
    await writeFile(file, result.outputFiles[0].contents);
    const { render } = (await import(pathToFileURL(file).href).finally(() =>
      rm(dir, { recursive: true, force: true }),
    )) as { render: () => Promise<{ markup: string; title: string }> };
    const { markup, title } = await render();
    const seen = new Map(g.__prerenderCss);
    const css = [...seen.values()].join('');
    const gaps = gapsBeforeScripts(markup, css);
    if (gaps.length) throw new Error(`the pre-rendered login spaces ${gaps.join(', ')} with flex gap: use margins`);
    return { markup, title, css, cssFiles: new Set(seen.keys()) };
  } finally {
    for (const [k, v] of saved) g[k] = v;
  }
}
