// Types of engines.mjs, for the engine journeys' drivers.
export function packedChromium66(): string | null;
export const WEBKIT: { driver: string; xvfbRun: string; miniBrowser: string };
export function enginesMissing(): string | null;
