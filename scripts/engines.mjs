// Where the engine journeys' engines are (test/engines/): Chromium 66 as npm's chrome-aws-lambda
// ships it packed, Debian's WebKitGTK driver and MiniBrowser under xvfb-run, and the newest Chromium
// their text positions are compared with. npm test's engines stage runs when all are here and is
// skipped, with what to install, when one is not.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { JOURNEY_CHROMIUM } from './chromium.mjs';

/** chrome-aws-lambda@66.0.3347's brotli-packed Chromium, or null when the package is not installed. */
export function packedChromium66() {
  try {
    const pkg = createRequire(import.meta.url).resolve('chrome-aws-lambda/package.json');
    const file = path.join(path.dirname(pkg), 'bin/chromium.br');
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

export const WEBKIT = {
  driver: '/usr/bin/WebKitWebDriver',
  xvfbRun: '/usr/bin/xvfb-run',
  miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

/** What the engine journeys lack on this machine, said with how to install it, or null. */
export function enginesMissing() {
  const missing = [];
  if (!packedChromium66()) missing.push('Chromium 66 (npm ci installs chrome-aws-lambda)');
  const webkit = Object.values(WEBKIT).filter((f) => !existsSync(f));
  if (webkit.length) missing.push(`WebKit's ${webkit.join(', ')} (apt-get install webkit2gtk-driver xvfb)`);
  if (!existsSync(JOURNEY_CHROMIUM))
    missing.push(`the newest Chromium at ${JOURNEY_CHROMIUM} (apt-get install chromium-headless-shell)`);
  return missing.length ? `not on this machine: ${missing.join('; ')}` : null;
}
