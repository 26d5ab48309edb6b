// The enterprise partner 13800000005 withdraws to a company account with an invoice photo.
import * as assert from 'uvu/assert';
import { appSuite } from './helpers';

const journeys = appSuite('enterprise withdraw journey', { loginAs: '13800000005' });

// a 1x1 PNG stands in for the invoice photo
const INVOICE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

journeys('the enterprise partner withdraws with an invoice', async ({ app }) => {
  const page = await app.open('/pages/enterpriseWithdraw/index');
  const bodies: { invoiceUrl?: string; bankCardId: number }[] = [];
  page.on('request', (r) => r.url().includes('/applyWithDrawalH5') && bodies.push(r.postDataJSON()));
  await page.getByText('到账对公账户').waitFor();
  assert.ok(await page.getByText('宁波银行（', { exact: false }).isVisible(), 'the default company account is chosen');

  await page.getByLabel('提现金额').fill('500');
  await page.getByText('手续费 ¥3.00，实际到账 ¥497.00').waitFor();
  assert.ok(await page.getByRole('button', { name: '确认提现' }).isDisabled(), 'no invoice yet');
  await page.getByText('请上传发票').waitFor();

  await page
    .getByLabel('上传发票照片')
    .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: INVOICE_PNG });
  await page.locator('.ewd-invoice .ui-uploader__open img').waitFor();
  await app.shot('money-enterprise-withdraw');
  await page.getByRole('button', { name: '确认提现' }).click();
  await page.getByRole('dialog').getByText('到账卡').waitFor();
  assert.is(bodies.length, 0, 'the first tap only asks');
  await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
  await page.getByText('提现申请已提交').waitFor();
  await app.shot('money-enterprise-success');
  assert.is(bodies.length, 1);
  assert.match(bodies[0].invoiceUrl!, /^\//);
});

journeys('the card sheet offers the company accounts and adding one', async ({ app }) => {
  const page = await app.open('/pages/enterpriseWithdraw/index');
  await page.getByText('到账对公账户').click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: /兴业银行/ }).waitFor();
  await app.shot('money-enterprise-cards');
  await sheet.getByRole('button', { name: /兴业银行/ }).click();
  await page.getByText('兴业银行（', { exact: false }).waitFor();
  await page.getByText('到账对公账户').click();
  await page.getByRole('dialog').getByRole('button', { name: '+ 添加银行卡' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/addBankCard/index?kind=company');
  await page.getByLabel('户名').and(page.locator('[readonly]')).waitFor();
  await page.waitForFunction(() =>
    document.querySelector<HTMLInputElement>('input[name=holder]')?.value.endsWith('有限公司'),
  );
});

journeys.run();
