// Where a visit again goes (`npx tsx scripts/bench/revisit-trace.ts <path>...`): a returning partner's
// earnings centre at 4x CPU, the page opened and left, then opened again under a DevTools trace and a
// CPU profile. Prints the visit's time (address change to content shown, as scripts/bench/visits.ts
// measures it), the main thread's CPU per phase and the functions that ran longest.
import { client } from '../../test/helpers/mock';
import { PAGE } from '../../src/app/paths';
import { throttledPage } from './throttle.ts';
import { traceMainThread } from './trace.ts';
import { profiled, topFunctions } from './profile.ts';
import { showAt } from './visits.ts';
import { traceServedApp } from './served-app.ts';

const PHASES = [
  'RunTask',
  'FireAnimationFrame',
  'EventDispatch',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];

await traceServedApp('revisit-trace', async (mock, browser) => {
  const data = await client(mock.url).session('13800000001');
  const session: [string, string] = [data.token, JSON.stringify(data.userInfo)];
  for (const path of process.argv.slice(2)) {
    const { context, page, cdp } = await throttledPage(browser, session);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.goto(`${mock.url}/#${PAGE.home}`);
    await page.waitForSelector('main .home .ui-grid a', { timeout: 60000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(showAt(path));
    await page.goBack();
    await page.waitForSelector('main .home .ui-grid a');
    await page.waitForLoadState('networkidle');
    const {
      result: { result: ms, cpuMs: cpu },
      profile,
    } = await profiled(cdp, () => traceMainThread(cdp, () => page.evaluate<number>(showAt(path))));
    await context.close();
    console.log(
      `${path}: again ${ms.toFixed(0)} ms; CPU ms: ${PHASES.map((p) => `${p} ${cpu(p).toFixed(0)}`).join(', ')}`,
    );
    for (const [name, t] of topFunctions(profile, 12)) console.log(`  ${t.toFixed(1).padStart(6)} ms  ${name}`);
  }
});
