// A partner's day goes from the earnings centre into a page and back, again and again: back on
// the earnings centre, the document holds its own elements again, in <body> and
// in <head> alike. The styles of a visited page stay for its next visit, outside the DOM
// (src/lib/inject-css.ts).
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appSuite } from './helpers';

const journeys = appSuite('revisits', { loginAs: '13800000001' });

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const ELEMENTS = `(() => {
  const named = (root) => [...root.getElementsByTagName('*')].map((e) => e.localName + '.' + (e.classList[0] || '')).sort();
  return { body: named(document.body), head: named(document.head) };
})()`;

/** Every element of <body> and of <head>, by tag and class, once the earnings centre has settled. */
async function settledHome(page: Page) {
  await page.locator('.home .ui-grid a').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate<{ body: string[]; head: string[] }>(ELEMENTS);
}

journeys('back on the earnings centre after five pages, it has its own elements again', async ({ app }) => {
  const page = await app.open('/pages/index/index');
  const own = await settledHome(page);
  for (const entry of ['收益明细', '我的团队', '开店申请', '地址管理', '问题反馈']) {
    await page.locator('.ui-grid a', { hasText: entry }).click();
    await page.waitForFunction(() => !document.querySelector('main .home'));
    await page.waitForLoadState('networkidle');
    await page.goBack();
    const back = await settledHome(page);
    assert.equal(back.head, own.head, `<head> after ${entry}`);
    assert.equal(back.body, own.body, `<body> after ${entry}`);
  }
});

journeys.run();
