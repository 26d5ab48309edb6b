// Bank-card journeys in real Chromium as the partner 13800000001: a bad number is refused with a
// clear message; a UnionPay number failing Luhn needs a confirmation; the bank is picked on 选择银行
// and handed back with the typing kept; a card is added and then deleted.
import * as assert from 'uvu/assert';
import { appSuite } from './helpers';

const ADD_CARD = '/pages/addBankCard/index';
const journeys = appSuite('bank card journeys', { loginAs: '13800000001' });

/** The Luhn (ISO/IEC 7812-1) check digit for `body`, worked out here rather than by the app's own check. */
function luhnDigit(body: string): number {
  let sum = 0;
  let double = true; // the digit next to the check digit is doubled, then every second one
  for (const ch of [...body].reverse()) {
    const d = Number(ch) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 19-digit number with `bin` that passes (or, with `valid` false, fails) the Luhn check. */
function cardNumber(bin: string, valid = true): string {
  const body = bin + String(Date.now()).slice(-12);
  const check = luhnDigit(body);
  return body + (valid ? check : (check + 1) % 10);
}

journeys('a bad card number is refused with a clear message, before any request', async ({ app }) => {
  const page = await app.open(ADD_CARD);
  let adds = 0;
  page.on('request', (r) => r.url().includes('/addUserBankH5') && adds++);
  const cardNo = page.getByLabel('卡号', { exact: true });
  await cardNo.fill('6222 02');
  await cardNo.blur();
  await page.getByText('银行卡号应为16至19位数字').waitFor();
  await cardNo.fill(cardNumber('411111', false));
  await page.getByText('银行卡号校验未通过，请核对后重新输入').waitFor();
  assert.match(await cardNo.inputValue(), /^4111 11\d\d \d{4} \d{4} \d{3}$/, 'typed digits are grouped by 4');
  await page.getByRole('button', { name: '确认添加' }).click();
  await app.shot('money-card-bad-number');
  assert.ok(await page.getByText('银行卡号校验未通过，请核对后重新输入').isVisible());
  assert.is(adds, 0);
});

journeys('a UnionPay number failing Luhn asks for a confirmation instead', async ({ app }) => {
  const page = await app.open(ADD_CARD);
  await page.getByLabel('卡号', { exact: true }).fill(cardNumber('622202', false));
  await page.getByText(/卡号未通过常规校验/).waitFor();
  assert.is(await page.getByLabel('开户银行').inputValue(), '中国工商银行', 'the bank is guessed from the number');
  await page.getByLabel('预留手机号').fill('13800000001');
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '确认添加' }).click();
  await page.locator('.add-card__warn--missing').waitFor();
  await page.getByRole('checkbox', { name: '我已核对，卡号无误' }).check();
  assert.not.ok(await page.locator('.add-card__warn--missing').count());
  await app.shot('money-card-luhn-warning');
});

journeys('the bank chosen on 选择银行 comes back, with the typing kept', async ({ app }) => {
  const page = await app.open(ADD_CARD);
  const typed = cardNumber('622909');
  await page.getByLabel('卡号', { exact: true }).fill(typed);
  assert.is(await page.getByLabel('开户银行').inputValue(), '兴业银行');
  await page.getByLabel('开户银行').click();
  await page.waitForFunction(() => location.hash === '#/pages/bank/index');
  await page.getByLabel('搜索').fill('民生');
  await page.waitForFunction(() => document.querySelectorAll('.ui-cell').length === 1); // after the debounce
  assert.ok(await page.getByRole('button', { name: '中国民生银行' }).isVisible(), 'the search narrows the list');
  await app.shot('money-bank-search');
  await page.getByRole('button', { name: '中国民生银行' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/addBankCard/index');
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[name=bank]')?.value === '中国民生银行',
  );
  assert.is((await page.getByLabel('卡号', { exact: true }).inputValue()).replace(/\s/g, ''), typed);
});

journeys('a card is added, listed masked, then deleted after a confirmation', async ({ app }) => {
  await fetch(`${app.url}/__mock/reset`, { method: 'POST' }); // a fresh SMS allowance
  const page = await app.open('/pages/bankCard/index');
  await page.getByRole('link', { name: '+ 添加银行卡' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/addBankCard/index');
  const number = cardNumber('622588');
  const tail = number.slice(-4);
  await page.getByLabel('卡号', { exact: true }).fill(number);
  assert.is(await page.getByLabel('开户银行').inputValue(), '招商银行');
  assert.is(await page.getByLabel('持卡人').inputValue(), '张伟', 'the holder is the certified name');
  await page.getByLabel('开户支行').fill('杭州文三路支行');
  await page.getByLabel('预留手机号').fill('13800000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/\d+秒重新获取/).waitFor();
  await page.getByLabel('验证码').fill('123456');
  await app.shot('money-card-add');
  await page.getByRole('button', { name: '确认添加' }).click();

  await page.waitForFunction(() => location.hash === '#/pages/bankCard/index');
  const card = page.locator('.bank-card', { hasText: `**** **** **** ${tail}` });
  await card.waitFor();
  assert.ok(await card.getByText('招商银行').isVisible());
  await app.shot('money-card-list');

  await card.getByRole('button', { name: /^删除/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`确定删除招商银行尾号${tail}的卡吗？`, { exact: false }).waitFor();
  await app.shot('money-card-delete-confirm');
  await dialog.getByRole('button', { name: '删除' }).click();
  await page.getByText('银行卡已删除').waitFor();
  await card.waitFor({ state: 'detached' });
});

journeys.run();
