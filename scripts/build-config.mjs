// The esbuild settings of the app, shared by build.mjs and by the size/bench scripts and tests.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

// 1 rem = 100 design px of the 375 px design width (html font-size is set in vw in base.css),
// so CSS is written in design px and converted here. Upper-case PX is left alone on purpose
// (e.g. 16PX inputs, which must stay 16 real px so iOS does not zoom).
export function pxToRem(css) {
  return css.replace(/(-?\d*\.?\d+)px\b/g, (_, n) => `${+(n / 100).toFixed(4)}rem`);
}

// Global CSS (base.css) is bundled into the entry's CSS file and linked from index.html.
// Every other CSS file is imported by a component or page: it is minified and injected by
// the chunk that imports it, so a lazy page carries its own styles and pays only for them.
export const cssPlugin = {
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

/** esbuild options for the app; `dev` adds the developer tools (scenario panel, UI gallery). */
export async function appBuildOptions({ dev, outdir, plugins = [] }) {
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
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: compat, 'react-dom': compat },
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __DEV_TOOLS__: JSON.stringify(dev),
      __API_BASE__: JSON.stringify(process.env.API_BASE || ''),
      __ORG_ID__: JSON.stringify(process.env.ORG_ID || ''),
      __APP_VERSION__: JSON.stringify(version),
    },
    plugins: [cssPlugin, ...plugins],
  };
}
