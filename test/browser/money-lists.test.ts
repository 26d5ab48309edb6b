// Money lists in real Chromium as the partner 13800000001: each loads more as the user scrolls
// until 没有更多了 with every record shown once; filters reload; the offline bar and the retry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { startApp, type App } from './helpers';

const journeys = suite<{ app: App }>('money list journeys', { app: null as unknown as App });

journeys.before(async (ctx) => {
  ctx.app = await startApp();
  await ctx.app.loginAs('13800000001');
});
// a page that breaks the Content-Security-Policy fails the test it happened in
journeys.after.each(({ app }) => app.checkCsp());
journeys.after(async (ctx) => {
  await ctx.app.context.setOffline(false);
  await ctx.app.close();
});

/** Scrolls to the bottom until the list says it has no more; returns how many rows it shows. */
async function scrollToEnd(page: Page, rows: string): Promise<number> {
  const end = page.getByText('没有更多了');
  // by the clock, not a count of scrolls: on a busy machine each page of the list takes longer
  const until = Date.now() + 20000;
  while (!(await end.isVisible()) && Date.now() < until) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  assert.ok(await end.isVisible(), 'the list reached 没有更多了');
  return page.locator(rows).count();
}

/** The total the API reports for a list call, with the session the page holds. */
function apiTotal(page: Page, route: string, filters: object = {}): Promise<number> {
  return page.evaluate(
    async ([route, filters]) => {
      const res = await fetch(route as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ pageNum: 1, pageSize: 1, ...(filters as object) }),
      });
      return (await res.json()).data.total as number;
    },
    [route, filters] as const,
  );
}

journeys('withdrawal records load more to the end, then by status', async ({ app }) => {
  const page = await app.open('/pages/withdrawList/index');
  await page.locator('.wd-item').first().waitFor();
  await app.shot('money-records');
  const total = await apiTotal(page, '/api/userWallet/myWithDrawalRecordH5');
  assert.ok(total > 20, 'the seed has several pages');
  assert.is(await scrollToEnd(page, '.wd-item'), total);
  await app.shot('money-records-end');

  await page.getByRole('tab', { name: '已驳回' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/withdrawList/index?status=3');
  await page.locator('.wd-item__reason').first().waitFor();
  const rejected = await apiTotal(page, '/api/userWallet/myWithDrawalRecordH5', { status: 3 });
  assert.is(await scrollToEnd(page, '.wd-item'), rejected);
  assert.is(await page.locator('.wd-item', { hasNotText: '已驳回' }).count(), 0, 'only rejected ones');
  await app.shot('money-records-rejected');
});

journeys('balance records load more to the end, expenses signed', async ({ app }) => {
  const page = await app.open('/pages/myBalanceDetail/index');
  await page.locator('.balance-item').first().waitFor();
  await app.shot('money-balance');
  await page.getByRole('tab', { name: '支出' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/myBalanceDetail/index?kind=expense');
  const total = await apiTotal(page, '/api/userWallet/userWalletRecordDetailH5', { kind: 'expense' });
  await page.waitForFunction(() => document.querySelectorAll('.balance-item').length > 0);
  assert.is(await scrollToEnd(page, '.balance-item'), total);
  const amounts = await page.locator('.balance-item__amount').allTextContents();
  assert.ok(
    amounts.every((a) => a.startsWith('-')),
    'expenses are negative',
  );
});

journeys('earnings of the month load to the end and match the month total', async ({ app }) => {
  const page = await app.open('/pages/profitDetail/index');
  await page.locator('.earn-item').first().waitFor();
  const count = Number((await page.locator('.earn__total').textContent())!.match(/（(\d+) 笔）/)![1]);
  assert.is(await scrollToEnd(page, '.earn-item'), count);
  await page.getByRole('tab', { name: '门店收益' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.earn-item__source')].every((e) => e.textContent === '门店收益'),
  );
  await app.shot('money-earnings');

  await page.getByRole('button', { name: /点击切换月份/ }).click();
  await page.getByRole('dialog').waitFor();
  await app.shot('money-earnings-month');
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
});

journeys('offline: the bar shows and a list offers a retry instead of spinning', async ({ app }) => {
  const page = await app.open('/pages/withdrawList/index');
  await page.locator('.wd-item').first().waitFor();
  await app.context.setOffline(true);
  const bar = page.getByRole('alert').filter({ hasText: '网络信号丢失' });
  await bar.waitFor();
  const box = (await bar.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= 667, 'the bar is on screen, not below the page');
  await page.getByRole('tab', { name: '已到账' }).click();
  await page.getByRole('button', { name: '重新加载' }).waitFor();
  await app.shot('money-offline');
  await app.context.setOffline(false);
  await page.waitForFunction(() => !document.querySelector('.ui-network-tip'));
  await page.getByRole('button', { name: '重新加载' }).click();
  await page.locator('.wd-item').first().waitFor();
  assert.is(await page.locator('.wd-item', { hasNotText: '已到账' }).count(), 0);
});

journeys.run();
