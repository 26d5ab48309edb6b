// The long lists of a partner with thousands of team members and customers (the big seed's crowd,
// mock-server/seed/big.ts): scrolled to the end, every row is reached, yet the DOM holds only the
// rows near the screen (src/features/team/WindowedRows.tsx); scrolled back to the top, the first rows show.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { CROWD, withCrowd } from '../../mock-server/seed/big';
import { appSuite } from './helpers';

// a crowd of 500 each: enough to show the DOM bounded, and a journey of seconds, not minutes
const CROWD_SIZE = { teamMembers: 500, customers: 500 };
const journeys = appSuite('long lists', { loginAs: CROWD.mobile, prepareDb: (db) => withCrowd(db, CROWD_SIZE) });

// rows in the DOM at most: a few blocks of WindowedRows' 12 around two screens of ~78 px rows
const BOUND = 72;

/** Scrolls to the end of the list (没有更多了), counting the rows in the DOM on the way. */
async function scrollToEnd(page: Page, row: string): Promise<number> {
  let most = 0;
  // a hundred pages, one at a time: on a busy machine that takes minutes, so the limit is generous
  for (const giveUp = Date.now() + 300000; Date.now() < giveUp; ) {
    most = Math.max(most, await page.locator(row).count());
    if (await page.getByText('没有更多了').isVisible()) return most;
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(30);
  }
  throw new Error('never reached 没有更多了');
}

for (const [title, path, row, route] of [
  ['我的团队', '/pages/myTeam/index', '.team-member', '/api/user/myTeamRecord'],
  ['我的客户', '/pages/myCustomer/index', '.customer', '/api/user/myCustomerH5'],
] as const) {
  journeys(`${title}: scrolled to the end through hundreds, the DOM keeps a few dozen rows`, async ({ app }) => {
    const { total } = await app.call<{ total: number }>(route, { pageSize: 1 });
    assert.ok(total > 500, 'the crowd is there');
    const page = await app.open(path);
    await page.locator(row).first().waitFor();
    const most = await scrollToEnd(page, row);
    assert.ok(most <= BOUND, `at most ${BOUND} rows in the DOM, saw ${most}`);
    // the last row is the API's last
    const last = await app.call<{ list: { nickname: string }[] }>(route, { pageNum: total, pageSize: 1 });
    await page.locator(row).last().getByText(last.list[0].nickname).waitFor();
    // back at the top: the first rows again, where they were
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = await app.call<{ list: { nickname: string }[] }>(route, { pageNum: 1, pageSize: 1 });
    await page.locator(row).first().getByText(first.list[0].nickname).waitFor();
    assert.ok((await page.locator(row).count()) <= BOUND);
  });
}

journeys(
  '我的客户: a page that fails mid-scroll offers 重新加载 at the bottom, and the list goes on after it',
  async ({ app }) => {
    const route = '/api/user/myCustomerH5';
    const nameAt = async (pageNum: number) =>
      (await app.call<{ list: { nickname: string }[] }>(route, { pageNum, pageSize: 1 })).list[0].nickname;
    const page = await app.open('/pages/myCustomer/index');
    const customers = page.locator('.customer');
    await customers.first().waitFor();
    /** Scrolls on until `done` (a row or the retry), as a finger does, the window moving with it. */
    const scrollUntil = async (done: () => Promise<boolean>) => {
      for (const giveUp = Date.now() + 120000; Date.now() < giveUp; ) {
        if (await done()) return;
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(30);
      }
      throw new Error('never got there');
    };
    // three pages in, the next one fails
    const third = await nameAt(41);
    await scrollUntil(() => customers.filter({ hasText: third }).first().isVisible());
    await app.arm(route, 'server-error', 1);
    const retry = page.getByRole('button', { name: '重新加载' });
    await scrollUntil(() => retry.isVisible());
    assert.ok((await customers.count()) <= BOUND, 'the window still holds a few dozen rows');
    await retry.click();
    // the page that failed comes, and the ones after it, to the end
    await scrollUntil(() => page.getByText('没有更多了').isVisible());
    assert.not.ok(await retry.isVisible());
  },
);

journeys('我的客户: while the next page loads, 共 N 位客户 stays where it was above the list', async ({ app }) => {
  const route = '/api/user/myCustomerH5';
  const { total } = await app.call<{ total: number }>(route, { pageSize: 1 });
  const page = await app.open('/pages/myCustomer/index');
  const count = page.getByText(`共 ${total} 位客户`);
  await count.waitFor();
  await app.arm(route, 'slow', 1);
  // on until the next page is asked for, the one that answers 3 s late (not until 正在加载... shows: a
  // page asked for before the arming shows it too, and its quick answer ended the scroll too soon)
  let asked = false;
  page
    .waitForRequest((r) => r.url().includes(route))
    .then(() => (asked = true))
    .catch(() => {});
  for (let i = 0; i < 40 && !asked; i++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
  }
  const loading = page.getByText('正在加载...');
  await loading.waitFor();
  assert.ok(await count.isVisible(), 'the count is still there while the page loads');
});

journeys.run();
