// The taps walk through the stores (as a director, whose start is the store home) and the pages a
// store's QR or payment link opens for a visitor, then the visitor's login.
import { PAGE } from '../../../src/app/paths';
import {
  back,
  everyTab,
  follow,
  go,
  landedOn,
  openLink,
  PHOTO,
  settled,
  tap,
  type,
  type Step,
  type Visit,
  sendCode,
} from './kit';

/** The store list's tab `status`, then its first store's link to `to` (a store in that status). */
const storeIn =
  (status: string, to: 'storeActive' | 'storeDetail'): Step =>
  async (page) => {
    await go('storeList')(page);
    await tap(status)(page);
    await follow(to)(page);
  };

export const DIRECTOR_SHOPS: Visit[] = [
  [
    '门店列表',
    follow('storeList'),
    everyTab,
    follow('storeDetail'),
    tap('查看门店照片 1'),
    (page) => page.keyboard.press('Escape'),
    follow('openLocation'),
    back,
    follow('setEarnings'),
    tap('增加'),
    tap('减少'),
    (page) => page.getByLabel('收益比例').fill(''),
    type('收益比例', '30'),
    tap('保存'),
  ],
  [
    '收益结算',
    go('storeHome'),
    follow('storeSettlement'),
    tap('结算到钱包'),
    (page) => page.getByRole('dialog').getByRole('button').last().click(),
    settled,
  ],
  [
    '开店申请',
    go('storeHome'),
    follow('openStore'),
    type('门店名称', '洁衣坊·文三路店'),
    type('联系人', '张伟'),
    type('联系电话', '13800000004'),
    (page) => page.getByLabel('所在地区').click(),
    tap('确定'),
    type('详细地址', '文一路 100 号'),
    async (page) => {
      await page.getByLabel('上传门店照片').setInputFiles([PHOTO]);
      await page.getByLabel('上传营业执照').setInputFiles([PHOTO]);
      await page.waitForFunction(() => !document.querySelector('.ui-uploader__mask'));
      await page.getByLabel('我已阅读并同意').check();
    },
    tap('提交申请'),
  ],
  [
    '门店激活',
    // the mock approves the application just sent after two review steps (3 s each)
    (page) => page.waitForTimeout(6500),
    storeIn('待激活', 'storeActive'),
    tap(/激活/),
  ],
  [
    // the seed has no refused store of the director's: the page as an approved store shows it
    '上传门店资料',
    go('storeInfo', '?id=8'),
    follow('storeDetail'),
  ],
];

export const VISITOR: Visit[] = [
  [
    '门店二维码',
    // a customer scans the store's code: the launch flow opens 跳转小程序 with its parameters
    openLink('/?storeQrCode=1&c=4&r=JYK6A2&s=qr#/'),
    landedOn('linkMini'),
    settled,
    tap('复制参数'),
    tap('复制链接'),
  ],
  [
    // a shared link through the hub, which forwards to 跳转小程序 by the same parameters
    '转账中转',
    openLink(`/#${PAGE.oneClickTransfer}?c=4&r=JYK6A2&s=qr`),
    landedOn('linkMini'),
    settled,
  ],
  ['一键支付', go('oneClickPay', '?amount=1234&storeId=4'), tap(/^立即支付/)],
  [
    '登录',
    go('login'),
    follow('agreement'),
    back,
    type('手机号', '13800000001'),
    sendCode,
    type('验证码', '123456'),
    (page) => page.getByLabel('我已阅读并同意').check(),
    tap('登录'),
    landedOn('home'),
    settled,
  ],
];
