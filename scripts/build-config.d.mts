// Types of build-config.mjs, for the TypeScript scripts that reuse the app's build settings.
import type { BuildOptions, Plugin } from 'esbuild';

export function pxToRem(css: string): string;
export const cssPlugin: Plugin;
export function appBuildOptions(options: { dev: boolean; outdir: string; plugins?: Plugin[] }): Promise<BuildOptions>;
