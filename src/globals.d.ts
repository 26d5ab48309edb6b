// Build-time settings replaced by esbuild's `define` (see build.mjs); test/setup.ts sets them for tests.
declare const __DEV_TOOLS__: boolean;
declare const __API_BASE__: string;
declare const __ORG_ID__: string;
declare const __APP_VERSION__: string;

declare module '*.css';
