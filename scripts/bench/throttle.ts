// The throttled phone of `npm run bench`: Lighthouse's mobile settings, and the probes in every page.
import type { Browser } from 'playwright-core';
import { newPhone } from '../../test/browser/helpers';
import { PROBES } from './probes.ts';

// Lighthouse's mobile preset (its "slow 4G" and a mid-range phone's CPU)
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A new page with Lighthouse's mobile throttling, the probes and (if given) a stored session. */
export async function throttledPage(browser: Browser, session?: [string, string]) {
  const context = await newPhone(browser, {
    // the probe waits with a string predicate, which the page's Content-Security-Policy (no eval)
    // would refuse; the policy itself is the CSP journeys' business
    bypassCSP: true,
  });
  if (session) {
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    }, session);
  }
  await context.addInitScript(PROBES);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
