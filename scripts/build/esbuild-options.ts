// The esbuild settings of the app, shared by the build, the size and import-graph checks and
// the bench: what every pass over src/ agrees on.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { cssPlugin } from './css.ts';
import { esbuildTargets } from './browsers.ts';

/** The entry, and the pages people land on logged out / logged in. */
export const ENTRY = 'src/main.tsx';
export const LOGIN_PAGE = 'src/features/auth/pages/login/index.tsx';
export const HOME_PAGE = 'src/features/money/pages/home/index.tsx';
/** Where pages live: src/features/<feature>/pages/<key in PAGE>/, the page itself its index.tsx. */
export const PAGE_FOLDER = /^src\/features\/[^/]+\/pages\//;
/** A page's own module, or the module of a group of pages (page-groups.ts); the group is its key in
 * PAGE, or the group's name. */
export const PAGE_MODULE = /^src\/features\/[^/]+\/pages\/([^/]+?)(?:\/index)?\.tsx?$/;
/** A package's module as esbuild names it, the package's name its group: under node_modules/ wherever that
 * folder is (esbuild names the path a linked node_modules points at, `../../main/node_modules/…`). */
export const PACKAGE_MODULE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//;
/** Every page of the app, loaded with import() by the shell once the first page shows. */
export const ROUTE_TABLE = 'src/app/routes.ts';
/** The classic JSX factory (see the file); src/main.tsx imports it too. */
export const JSX_FACTORY = 'src/app/jsx-factory.ts';

const compat = path.dirname(createRequire(import.meta.url).resolve('preact/compat/package.json'));

export interface AppBuildOptions {
  /** adds the developer tools (scenario panel, UI gallery) */
  dev: boolean;
  outdir: string;
  plugins?: Plugin[];
  /** CSS files index.html already carries (left out of the scripts) */
  inlinedCss?: ReadonlySet<string>;
}

/** esbuild options for the app. */
export async function appBuildOptions({
  dev,
  outdir,
  plugins = [],
  inlinedCss = new Set(),
}: AppBuildOptions): Promise<BuildOptions> {
  const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  return {
    entryPoints: { main: ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    minify: true,
    target: esbuildTargets(),
    // the classic JSX transform with preact's h (see src/app/jsx-factory.ts); tsconfigRaw, because
    // esbuild takes tsconfig.json's jsx settings over these
    jsx: 'transform',
    jsxFactory: '__jsx',
    jsxFragment: '__jsxFragment',
    inject: [path.resolve(JSX_FACTORY)],
    tsconfigRaw: { compilerOptions: { jsx: 'react', jsxFactory: '__jsx', jsxFragmentFactory: '__jsxFragment' } },
    alias: { react: compat, 'react-dom': compat },
    metafile: true,
    // Chinese text as UTF-8 (3 bytes a character) rather than \uXXXX escapes (6): module scripts
    // are always read as UTF-8, and a phone parses 24 KB less script (gzip gains only 0.2 KB)
    charset: 'utf8',
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
    plugins: [cssPlugin(inlinedCss), ...plugins],
  };
}
