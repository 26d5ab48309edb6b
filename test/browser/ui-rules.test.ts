// The kit's rules on real pages at 375 px: tabs fit or say there are more; a failed load says so
// once (inline, one 重新加载, no toast repeating it) and its retry loads what failed, also after
// a tab change.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appSuite } from './helpers';

const rules = appSuite('kit rules on real pages', { loginAs: '13800000003' });
const STORE_LIST = '/pages/storeList/storeList';

/** Each tab's label whole in the row, or the row marked as having more beyond its edge. */
async function tabsFitOrHint(page: Page): Promise<string[]> {
  await page.getByRole('tablist').waitFor();
  return page.evaluate(() => {
    const row = document.querySelector('[role="tablist"]')!;
    const edge = row.parentElement!;
    const box = row.getBoundingClientRect();
    const cut = [...row.querySelectorAll('[role="tab"]')].filter((t) => {
      const r = t.getBoundingClientRect();
      return r.left < box.left - 1 || r.right > box.right + 1;
    });
    const hinted = edge.classList.contains('ui-tabs-edge--after') || edge.classList.contains('ui-tabs-edge--before');
    return cut.length && !hinted ? cut.map((t) => `${t.textContent} cut with no hint`) : [];
  });
}

rules('门店列表, 我的合同 and 素材中心: every tab label whole, or a hint that the row scrolls', async ({ app }) => {
  assert.equal(await tabsFitOrHint(await app.open(STORE_LIST)), []);
  await app.loginAs('13800000001');
  assert.equal(await tabsFitOrHint(await app.open('/pages/myContract/index')), []);
  assert.equal(await tabsFitOrHint(await app.open('/pages/material/index')), []);
  await app.loginAs('13800000003');
});

rules(
  'a failed first load of a tab: one message, one 重新加载, no toast; the retry shows the tab’s stores',
  async ({ app }) => {
    const page = await app.open(STORE_LIST);
    await page.locator('.store-item').first().waitFor();
    await app.arm('/api/store/listH5', 'server-error', 1);
    await page.getByRole('tab', { name: '已激活' }).click();
    const failed = page.locator('.ui-list__end [role="alert"]');
    await failed.waitFor();
    assert.match(await failed.innerText(), '服务器开小差了');
    assert.equal(await failed.getByRole('button').allInnerTexts(), ['重新加载']);
    await page.waitForTimeout(300);
    assert.is(await page.locator('.ui-toast').count(), 0, 'no toast repeating the inline message');
    await failed.getByRole('button', { name: '重新加载' }).click();
    await page.locator('.store-item').first().waitFor();
    assert.is(await page.locator('.store-item').count(), 2, 'the director’s two active stores, not "no stores"');
  },
);

rules.run();
