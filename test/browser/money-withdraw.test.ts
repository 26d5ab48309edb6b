// Withdraw journeys in real Chromium as the partner 13800000001: a valid amount is confirmed
// (amount, fee, arrival, card) and ends in the records with the wallet lowered; a third decimal
// and more than withdrawable are refused in place; a double tap sends one request; a 401 mid-way
// keeps the amount and the Idempotency-Key through the login page and back.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appSuite, type App } from './helpers';

const WITHDRAW = '/pages/withdraw/index';
const APPLY = '/api/userWallet/applyWithDrawalH5';
const journeys = appSuite('withdraw journeys', { loginAs: '13800000001' });

/** "10,523.00" → 1052300 */
const fenOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function openWithdraw(app: App): Promise<{ page: Page; withdrawableFen: number }> {
  const page = await app.open(WITHDRAW);
  await page.getByRole('button', { name: '确认提现' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.wd__balance-amount')?.textContent !== '0.00');
  return { page, withdrawableFen: fenOf((await page.locator('.wd__balance-amount').textContent())!) };
}

/** Answers the confirm step of 确认提现 (the page's own button sits under the dialog). */
async function confirmWithdrawal(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
}

/** Every applyWithDrawalH5 request from now on, with its Idempotency-Key. */
function watchApplies(page: Page) {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(APPLY)) keys.push(r.headers()['idempotency-key']);
  });
  return keys;
}

journeys('a valid amount shows the fee live, lands in the records and lowers the wallet', async ({ app }) => {
  const { page, withdrawableFen } = await openWithdraw(app);
  const amount = page.getByLabel('提现金额');
  await amount.fill('100');
  await page.getByText('手续费 ¥1.00，实际到账 ¥99.00').waitFor();
  await amount.fill('1234.56');
  await page.getByText('手续费 ¥7.41，实际到账 ¥1,227.15').waitFor();
  await app.shot('money-withdraw-form');

  await page.getByRole('button', { name: '确认提现' }).click();
  const step = page.getByRole('dialog');
  await step.waitFor();
  const facts = (await step.textContent())!.replace(/\s+/g, '');
  for (const fact of ['提现金额¥1,234.56', '手续费¥7.41', '实际到账¥1,227.15', '到账卡'])
    assert.ok(facts.includes(fact), fact);
  await app.shot('money-withdraw-confirm');
  await confirmWithdrawal(page);
  await page.getByText('提现申请已提交').waitFor();
  await app.shot('money-withdraw-success');
  await page.getByRole('button', { name: '查看提现记录' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/withdrawList/index');
  const newest = page.locator('.wd-item').first();
  await newest.getByText('¥1,234.56').waitFor();
  assert.ok(await newest.getByText('审核中').isVisible());
  assert.ok(await newest.getByText('¥1,227.15').isVisible(), 'the amount received is listed');
  await app.shot('money-withdraw-records');

  const after = await openWithdraw(app);
  assert.is(after.withdrawableFen, withdrawableFen - 123456);
});

journeys('a third decimal is refused as it is typed', async ({ app }) => {
  const { page } = await openWithdraw(app);
  const amount = page.getByLabel('提现金额');
  await amount.pressSequentially('12.345');
  assert.is(await amount.inputValue(), '12.34');
  await page.getByText('实际到账 ¥11.34').waitFor();
});

journeys('more than withdrawable is refused in place and cannot be sent', async ({ app }) => {
  const { page, withdrawableFen } = await openWithdraw(app);
  await page.getByLabel('提现金额').fill(String(withdrawableFen / 100 + 1));
  await page.getByText(/^超出可提现金额，最多可提现 [\d,]+\.\d\d 元$/).waitFor();
  assert.ok(await page.getByRole('button', { name: '确认提现' }).isDisabled());
  await app.shot('money-withdraw-too-much');
  await page.getByLabel('提现金额').fill('9.99');
  await page.getByText('单笔最低提现 10.00 元').waitFor();
  await page.getByRole('button', { name: '全部提现' }).click();
  assert.is(await page.getByLabel('提现金额').inputValue(), (withdrawableFen / 100).toFixed(2));
  assert.ok(await page.getByRole('button', { name: '确认提现' }).isEnabled());
});

journeys('a double tap sends one request', async ({ app }) => {
  const { page } = await openWithdraw(app);
  const keys = watchApplies(page);
  await page.getByLabel('提现金额').fill('20');
  await page.getByText('实际到账 ¥19.00').waitFor();
  // two taps inside one task: the second lands before any re-render could disable the button
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === '确认提现')!;
    button.click();
    button.click();
  });
  await confirmWithdrawal(page);
  await page.getByText('提现申请已提交').waitFor();
  await page.waitForTimeout(300);
  assert.is(keys.length, 1);
});

journeys('a 401 mid-way keeps the amount and its key through login, then withdraws once', async ({ app }) => {
  const { page } = await openWithdraw(app);
  const keys = watchApplies(page);
  await app.arm(APPLY, 'unauthorized');
  await page.getByLabel('提现金额').fill('23.45');
  await page.getByRole('button', { name: '确认提现' }).click();
  await confirmWithdrawal(page);
  await page.waitForFunction(() => location.hash.startsWith('#/pages/login/index?redirect='));
  assert.is(keys.length, 1);

  await fetch(`${app.url}/__mock/reset`, { method: 'POST' }); // a fresh SMS allowance for this number
  await page.getByLabel('手机号').fill('13800000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/withdraw/index');
  await page.getByText('实际到账 ¥22.45').waitFor();
  assert.is(await page.getByLabel('提现金额').inputValue(), '23.45');

  await page.getByRole('button', { name: '确认提现' }).click();
  await confirmWithdrawal(page);
  await page.getByText('提现申请已提交').waitFor();
  assert.is(keys.length, 2);
  assert.is(keys[1], keys[0], 'the retry of the same intent reuses its Idempotency-Key');
});

journeys.run();
