import type { Browser } from 'playwright-core';
export async function benchTaps(_browser: Browser, _url: string, _session: [string, string]) {}
