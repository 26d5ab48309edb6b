// Pages opened from the settled earnings centre (`npm run bench`): the first visit (the page's
// chunk and its answers over the throttled network) and a visit again (back, then forward).
import type { Browser } from 'playwright-core';
import { PAGE } from '../../src/app/paths';
import { throttledPage } from './throttle.ts';

// Pages a partner opens from the earnings centre, each with its root (there once its chunk rendered):
// the heaviest first visits of the budget check and two lighter ones.
export const FIRST_VISITS: [string, string, string][] = [
  ['我的团队', PAGE.myTeam, '.team'],
  ['开店申请', PAGE.openStore, '.open-store'],
  ['收益明细', PAGE.profitDetail, '.earn'],
  ['地址管理', PAGE.addressManagement, '.addr-list'],
];

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const showAt = (path: string, ready: string) => `new Promise((resolve) => {
  const start = performance.now();
  location.hash = ${JSON.stringify(path)};
  const frame = () => {
    const el = document.querySelector(${JSON.stringify(ready)});
    if (el && el.getClientRects().length > 0) resolve(performance.now() - start);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/**
 * A page's first visit from the earnings centre of a returning user, once that has settled (its
 * figures shown, the network quiet): from the address change to the first frame with the page.
 */
export async function firstVisit(
  browser: Browser,
  url: string,
  session: [string, string],
  path: string,
  ready: string,
) {
  const { context, page } = await throttledPage(browser, session);
  await page.goto(`${url}/#${PAGE.home}`, { waitUntil: 'commit' });
  await page.waitForFunction('window.__t.figure', null, { timeout: 60000, polling: 100 });
  await page.waitForLoadState('networkidle');
  const ms = await page.evaluate<number>(showAt(path, ready));
  await context.close();
  return ms;
}

export const benchVisits = {
  async floors(_browser: Browser, _url: string, _session: [string, string], _outdir: string) {
    return {};
  },
  async run(browser: Browser, url: string, session: [string, string], _floors: object) {
    console.log('\nFirst visit of a page from the settled earnings centre (address change to the page shown)');
    for (const [title, p, ready] of FIRST_VISITS) {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) times.push(await firstVisit(browser, url, session, p, ready));
      times.sort((a, b) => a - b);
      console.log(`${title.padEnd(24)}${`${times[3].toFixed(0)} ms`.padStart(9)}`);
    }
  },
};
