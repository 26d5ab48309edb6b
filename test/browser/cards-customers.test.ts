// Wash cards and customers in real Chromium as the partner 13800000001: scrolling the wash-card
// list reaches 没有更多了 with exactly the API's total; the customer search narrows the list.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startApp, type App } from './helpers';

const journeys = suite<{ app: App; token: string }>('wash card and customer journeys', {
  app: null as unknown as App,
  token: '',
});

journeys.before(async (ctx) => {
  ctx.app = await startApp();
  await ctx.app.loginAs('13800000001');
});
journeys.after(async (ctx) => {
  await ctx.app.close();
});

const api = (app: App, route: string, body: object) =>
  app.call<{ total: number; list: { nickname: string }[] }>(route, body);

journeys('scrolling the wash cards reaches 没有更多了 with exactly the API total', async ({ app }) => {
  const { total } = await api(app, '/api/user/myWashCardRecord', { pageNum: 1, pageSize: 1 });
  assert.ok(total > 20, 'the seed pages');
  const page = await app.open('/pages/washCard/index');
  await page.locator('.wash-card').first().waitFor();
  for (let i = 0; i < 30 && !(await page.getByText('没有更多了').isVisible()); i++) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(150);
  }
  await page.getByText('没有更多了').waitFor();
  assert.is(await page.locator('.wash-card').count(), total);
  await app.shot('cards-wash-end');

  await page.getByRole('tab', { name: '已过期' }).click();
  const expired = await api(app, '/api/user/myWashCardRecord', { pageNum: 1, pageSize: 1, status: 'expired' });
  await page.waitForFunction(
    (n) => document.querySelectorAll('.wash-card--expired').length === Math.min(n, 10),
    expired.total,
  );
});

journeys('the customer search narrows the list to the API answer', async ({ app }) => {
  const all = await api(app, '/api/user/myCustomerH5', { pageNum: 1, pageSize: 50 });
  const name = all.list[0].nickname;
  const found = await api(app, '/api/user/myCustomerH5', { pageNum: 1, pageSize: 50, keyword: name });
  assert.ok(
    found.total > 0 && found.total < all.total,
    `the search for ${name} narrows ${all.total} to ${found.total}`,
  );
  const page = await app.open('/pages/myCustomer/index');
  await page.getByText(`共 ${all.total} 位客户`).waitFor();
  await page.getByLabel('搜索客户').fill(name);
  await page.getByText(`共 ${found.total} 位客户`).waitFor();
  await app.shot('cards-customers');
});

journeys.run();
