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
    tap('近30天'),
    tap('近7天'),
    (page) =>
      page
        .getByRole('button', { name: /收益 .* 元$/ })
        .last()
        .click(),
    settled,
  ],
  ['收益明细', fromHome('profitDetail'), everyTab, tap(/点击切换月份$/), dismiss, toListEnd],
  ['余额明细', fromHome('balanceDetail'), everyTab, toListEnd],
  ['提现记录', fromHome('withdrawList'), everyTab],
  [
    '银行卡',
    fromHome('bankCard'),
    tap(/^删除/),
    tap('取消'),
    tap(/设为默认$/),
    follow('addBankCard'),
    type('卡号', cardNumber('622588')),
    type('开户支行', '杭州文三路支行'),
    type('预留手机号', '13800000001'),
    sendCode,
    type('验证码', '123456'),
    tap('确认添加'),
    landedOn('bankCard'),
  ],
  [
    '选择银行',
    go('addBankCard'),
    (page) => page.getByLabel('开户银行').click(),
    landedOn('bank'),
    settled,
    type('搜索', '民生'),
    tap('中国民生银行'),
    landedOn('addBankCard'),
    back,
  ],
  [
    '提现',
    go('home'),
    (page) => page.locator('.home-wallet__withdraw').click(),
    landedOn('withdraw'),
    settled,
    tap('全部提现'),
    (page) => page.getByLabel('提现金额').fill(''),
    type('提现金额', '100'),
    tap(/^到账银行卡/),
    dismiss,
    tap('确认提现'),
    async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
      await page.getByText('提现申请已提交').waitFor();
    },
    settled,
  ],
];

export const ENTERPRISE_MONEY: Visit[] = [
  [
    '企业提现',
    (page) => page.locator('.home-wallet__withdraw').click(),
    landedOn('enterpriseWithdraw'),
    settled,
    type('提现金额', '100'),
    (page) => page.locator('input[type=file]').setInputFiles(PHOTO),
    settled,
    tap(/^到账对公账户/),
    dismiss,
    tap('确认提现'),
    (page) => page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click(),
    settled,
  ],
];
