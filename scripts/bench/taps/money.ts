// The taps walk through the money screens: the earnings centre, its lists, bank cards and withdrawing.
import {
  back,
  everyTab,
  follow,
  fromHome,
  go,
  landedOn,
  PHOTO,
  settled,
  tap,
  toListEnd,
  type,
  dismiss,
  type Visit,
  sendCode,
} from './kit';

/** A card number of `bin` that passes the Luhn check, new on each run. */
function cardNumber(bin: string): string {
  const body = bin + String(Date.now()).slice(-12);
  let sum = 0;
  for (let i = body.length - 1, double = true; i >= 0; i--, double = !double) {
    const d = Number(body[i]) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return body + ((10 - (sum % 10)) % 10);
}

export const PARTNER_MONEY: Visit[] = [
  [
    '收益中心',
    async (page) => {
      await tap(page, '近30天');
      await tap(page, '近7天');
      await page
        .getByRole('button', { name: /收益 .* 元$/ })
        .last()
        .click();
      await settled(page);
    },
  ],
  [
    '收益明细',
    async (page) => {
      await fromHome(page, 'profitDetail');
      await everyTab(page);
      await tap(page, /点击切换月份$/);
      await dismiss(page);
      await toListEnd(page);
    },
  ],
  [
    '余额明细',
    async (page) => {
      await fromHome(page, 'balanceDetail');
      await everyTab(page);
      await toListEnd(page);
    },
  ],
  [
    '提现记录',
    async (page) => {
      await fromHome(page, 'withdrawList');
      await everyTab(page);
    },
  ],
  [
    '银行卡',
    async (page) => {
      await fromHome(page, 'bankCard');
      await tap(page, /^删除/);
      await tap(page, '取消');
      await tap(page, /设为默认$/);
      await follow(page, 'addBankCard');
      await type(page, '卡号', cardNumber('622588'));
      await type(page, '开户支行', '杭州文三路支行');
      await type(page, '预留手机号', '13800000001');
      await sendCode(page);
      await type(page, '验证码', '123456');
      await tap(page, '确认添加');
      await landedOn(page, 'bankCard');
    },
  ],
  [
    '选择银行',
    async (page) => {
      await go(page, 'addBankCard');
      await page.getByLabel('开户银行').click();
      await landedOn(page, 'bank');
      await settled(page);
      await type(page, '搜索', '民生');
      await tap(page, '中国民生银行');
      await landedOn(page, 'addBankCard');
      await back(page);
    },
  ],
  [
    '提现',
    async (page) => {
      await go(page, 'home');
      await page.locator('.home-wallet__withdraw').click();
      await landedOn(page, 'withdraw');
      await settled(page);
      await tap(page, '全部提现');
      await page.getByLabel('提现金额').fill('');
      await type(page, '提现金额', '100');
      await tap(page, /^到账银行卡/);
      await dismiss(page);
      await tap(page, '确认提现');
      await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
      await page.getByText('提现申请已提交').waitFor();
      await settled(page);
    },
  ],
];

export const ENTERPRISE_MONEY: Visit[] = [
  [
    '企业提现',
    async (page) => {
      await page.locator('.home-wallet__withdraw').click();
      await landedOn(page, 'enterpriseWithdraw');
      await settled(page);
      await type(page, '提现金额', '100');
      await page.locator('input[type=file]').setInputFiles(PHOTO);
      await settled(page);
      await tap(page, /^到账对公账户/);
      await dismiss(page);
      await tap(page, '确认提现');
      await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
      await settled(page);
    },
  ],
];
