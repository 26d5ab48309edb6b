// Types of chromium.mjs, for the TypeScript tests and scripts that launch Chromium.
export const CHROMIUM: string;
export const JOURNEY_CHROMIUM: string;
