// What only a real browser shows: 选择银行's search has one clear button (the
// native search-input cancel was drawn beside ours), 门店收益结算's 结算到钱包 is in view at 375x667
// on arrival, and 协议's bar carries the agreement's own title, and 协议 left while the next page's
// chunk is still on its way stays left.
import * as assert from 'uvu/assert';
import type { Page, Request, Route } from 'playwright-core';
import { appSuite } from './helpers';

const journeys = appSuite('screen details', { loginAs: '13800000003' });

/** The boxes Chromium lays out for the search input's native cancel button (0: not drawn). */
async function nativeCancelBoxes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const ids: number[] = [];
  const walk = (n: {
    nodeId: number;
    pseudoIdentifier?: string;
    attributes?: string[];
    children?: [];
    shadowRoots?: [];
  }) => {
    const pseudo = n.attributes?.[n.attributes.indexOf('pseudo') + 1];
    if (n.attributes?.includes('pseudo') && pseudo === '-webkit-search-cancel-button') ids.push(n.nodeId);
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
  };
  walk(root as never);
  assert.ok(ids.length > 0, 'the input is a search input with its native parts');
  let drawn = 0;
  for (const nodeId of ids) {
    try {
      const { model } = await cdp.send('DOM.getBoxModel', { nodeId });
      if (model.width > 0 && model.height > 0) drawn++;
    } catch {
      // no box: not rendered
    }
  }
  await cdp.detach();
  return drawn;
}

journeys('选择银行: a typed search shows one clear button, ours', async ({ app }) => {
  const page = await app.open('/pages/bank/index');
  await page.getByLabel('搜索').fill('工商');
  await page.getByRole('button', { name: '清除' }).waitFor();
  assert.is(await page.getByRole('button', { name: '清除' }).count(), 1);
  assert.is(await nativeCancelBoxes(page), 0, 'the native cancel is not drawn beside ours');
  await app.shot('details-bank-search');
  await page.getByRole('button', { name: '清除' }).click();
  assert.is(await page.getByLabel('搜索').inputValue(), '');
});

journeys('门店收益结算: 结算到钱包 is in view at 375x667 on arrival', async ({ app }) => {
  const page = await app.open('/pages/storeSettlement/storeSettlement?id=7');
  const button = page.getByRole('button', { name: '结算到钱包' });
  await button.waitFor();
  await page.getByRole('list', { name: '待结算订单' }).waitFor();
  const box = (await button.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= 667, `the button is on screen (at ${box.y})`);
  await app.shot('details-store-settlement');
});

journeys('协议: the bar and the document carry the agreement its own title', async ({ app }) => {
  const page = await app.open('/pages/agreement/index?name=agreement');
  await page.waitForFunction(() => document.title === '洁衣坊合伙人服务协议');
  assert.ok(await page.locator('.ui-navbar, header').getByText('洁衣坊合伙人服务协议').first().isVisible());
  await app.shot('details-agreement');
  const privacy = await app.open('/pages/agreement/index?name=privacy');
  await privacy.waitForFunction(() => document.title === '隐私政策');
});

journeys(
  '协议 left while the next page’s chunk is held back: the partner stays on the page gone to',
  async ({ app }) => {
    const page = await app.open('/pages/agreement/index?name=privacy');
    await page.waitForFunction(() => document.title === '隐私政策');
    const held: Route[] = [];
    await page.route(/\.js(\?|$)/, (route) => {
      held.push(route);
    });
    const texts: string[] = [];
    const textAsked = (r: Request) => {
      if (r.url().includes('/api/config/getConfig')) texts.push(r.url());
    };
    page.on('request', textAsked);
    await page.evaluate(() => {
      location.hash = '#/pages/feedback/index';
    });
    await page.waitForTimeout(800);
    assert.ok(held.length > 0, 'the next page’s chunk was asked for and is held back');
    assert.is(await page.evaluate(() => location.hash), '#/pages/feedback/index');
    assert.equal(texts, [], 'no agreement text loaded for the address gone to');
    page.off('request', textAsked);
    for (const route of held) await route.continue();
    await page.unroute(/\.js(\?|$)/);
    await page.getByRole('button', { name: '提交反馈' }).waitFor();
    assert.is(await page.evaluate(() => location.hash), '#/pages/feedback/index');
  },
);

journeys.run();
