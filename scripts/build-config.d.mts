// Types of build-config.mjs, for the TypeScript scripts that reuse the app's build settings.
import type { BuildContext, BuildOptions, Metafile, Plugin } from 'esbuild';

export function pxToRem(css: string): string;
export const cssPlugin: Plugin;
export function appBuildOptions(options: {
  dev: boolean;
  outdir: string;
  plugins?: Plugin[];
  inlinedCss?: Set<string>;
}): Promise<BuildOptions>;

export const ENTRY: string;
export const LOGIN_PAGE: string;
export const HOME_PAGE: string;

/** What index.html loads first, and what each landing page adds (paths relative to outdir). */
export interface FirstLoadFiles {
  /** the entry's one-line file, which index.html skips */
  stub: string;
  /** the first-load chunk */
  shared: string;
  /** a CSS file the entry still links, if any */
  css?: string;
  /** route path → the landing page's chunk and the chunks it imports statically */
  landing: Record<string, string[]>;
}
export interface Built {
  metafile: Metafile;
  files: FirstLoadFiles;
}
/** The Content-Security-Policy of index.html (its meta; the header adds frame-ancestors). */
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  loadsWeChat: boolean;
  apiBase?: string;
}): string;
export function firstLoadFiles(metafile: Metafile, outdir: string): FirstLoadFiles;
export function buildApp(options: {
  dev: boolean;
  outdir: string;
  watch?: false;
  logLevel?: BuildOptions['logLevel'];
  onBuilt?: (built: Built) => unknown;
}): Promise<Built | null>;
export function buildApp(options: {
  dev: boolean;
  outdir: string;
  watch: true;
  logLevel?: BuildOptions['logLevel'];
  onBuilt?: (built: Built) => unknown;
}): Promise<BuildContext>;
