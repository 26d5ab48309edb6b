// Where one tap's time goes (`npx tsx scripts/bench/tap-trace.ts <account> <path> <action>...`): the
// app as `npm run bench` serves it, a seed account (its mobile, or `-` for a visitor) on the page
// at `path` at 4x CPU, settled, then each action under a DevTools trace and a CPU profile: `tap:<name>`
// (a button, link or tab so named) or `type:<label>:<text>` (typed key by key). Prints each action's
// interactions (Event Timing, wall clock), the main thread's CPU per phase (thread time, which the
// machine's other work moves less) and the functions that ran longest, to find what a slow tap does.
import type { Page } from 'playwright-core';
import { newPhone } from '../../test/browser/helpers';
import { client } from '../../test/helpers/mock';
import { CPU_SLOWDOWN } from './throttle.ts';
import { settled } from './taps/kit.ts';
import { traceMainThread } from './trace.ts';
import { profiled, topFunctions } from './profile.ts';
import { traceServedApp } from './served-app.ts';

const PHASES = ['EventDispatch', 'FunctionCall', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint'];
const OBSERVE = `window.__taps = []; new PerformanceObserver((l) => { for (const e of l.getEntries())
  if (e.interactionId) __taps.push(e.name + ' ' + Math.round(e.duration) + ' ms (handlers ' +
  Math.round(e.processingEnd - e.processingStart) + ')'); }).observe({ type: 'event', durationThreshold: 16 });`;

async function act(page: Page, action: string) {
  const [kind, name, text] = action.split(':');
  if (kind === 'type') return page.getByLabel(name, { exact: true }).pressSequentially(text);
  const named = (role: 'button' | 'link' | 'tab') => page.getByRole(role, { name, exact: true });
  await named('button').or(named('link')).or(named('tab')).first().click();
}

const [mobile, path, ...actions] = process.argv.slice(2);
await traceServedApp('tap-trace', async (mock, browser) => {
  const context = await newPhone(browser);
  if (mobile !== '-') {
    const { token, userInfo } = await client(mock.url).session(mobile);
    await context.addInitScript(
      ([t, user]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', user);
      },
      [token, JSON.stringify(userInfo)] as const,
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${mock.url}/#${path}`, { waitUntil: 'networkidle' });
  await settled(page);
  for (const action of actions) {
    await page.evaluate(OBSERVE);
    const {
      result: { cpuMs },
      profile,
    } = await profiled(cdp, () =>
      traceMainThread(cdp, async () => {
        await act(page, action);
        await page.waitForTimeout(600);
      }),
    );
    const taps = await page.evaluate(() => (window as unknown as { __taps: string[] }).__taps);
    console.log(`${action}: ${taps.join(', ') || 'no interaction over 16 ms'}`);
    console.log(`  CPU ms: ${PHASES.map((p) => `${p} ${cpuMs(p).toFixed(0)}`).join(', ')}`);
    // the app's own functions (the page's scripts), not the engine's or the driver's
    const own = topFunctions(profile, 200).filter(([name]) => /\.js:\d+:\d+$/.test(name));
    for (const [name, ms] of own.slice(0, 8)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);
    await settled(page);
  }
  await context.close();
});
