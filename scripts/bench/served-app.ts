// What a trace script runs against: the deployable build, served by a fresh mock (the seed's data),
// and a Chromium to open it; both closed however the script ends.
import { type Browser, chromium } from 'playwright-core';
import { type MockServer, startMockServer } from '../../mock-server/app';
import { CHROMIUM } from '../chromium.mjs';
import { CHROMIUM_ARGS } from '../../test/browser/helpers';
import { freshDbFile } from '../../test/helpers/mock';
import { tempDir } from '../../test/helpers/temp';
import { buildApp } from '../build/index.ts';

/** Builds the app into a temp folder named after `script`, serves it and runs `trace`; exits 1 on a failure. */
export async function traceServedApp(script: string, trace: (mock: MockServer, browser: Browser) => Promise<void>) {
  try {
    const outdir = tempDir(`partner-${script}-`);
    await buildApp({ dev: false, outdir, logLevel: 'error' });
    const mock = await startMockServer({ dbFile: freshDbFile(), port: 0, staticDir: outdir, quiet: true });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      await trace(mock, browser);
    } finally {
      await browser.close();
      await mock.close();
    }
  } catch (e) {
    console.error(e);
    process.exit(1);
  }
}
