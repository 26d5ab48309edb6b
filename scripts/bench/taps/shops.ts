// The taps walk through the stores (as a director, whose start is the store home) and the pages a
// store's QR or payment link opens for a visitor, then the visitor's login.
import type { Page } from 'playwright-core';
import { PAGE } from '../../../src/app/paths';
import { back, everyTab, follow, go, landedOn, openLink, PHOTO, settled, tap, type, type Visit, sendCode } from './kit';

/** The store list's tab `status`, then its first store's link to `to` (a store in that status). */
async function storeIn(page: Page, status: string, to: 'storeActive' | 'storeDetail') {
  await go(page, 'storeList');
  await tap(page, status);
  await follow(page, to);
}

export const DIRECTOR_SHOPS: Visit[] = [
  [
    '门店列表',
    async (page) => {
      await follow(page, 'storeList');
      await everyTab(page);
      await follow(page, 'storeDetail');
      await tap(page, '查看门店照片 1');
      await page.keyboard.press('Escape');
      await follow(page, 'openLocation');
      await back(page);
      await follow(page, 'setEarnings');
      await tap(page, '增加');
      await tap(page, '减少');
      await page.getByLabel('收益比例').fill('');
      await type(page, '收益比例', '30');
      await tap(page, '保存');
    },
  ],
  [
    '收益结算',
    async (page) => {
      await go(page, 'storeHome');
      await follow(page, 'storeSettlement');
      await tap(page, '结算到钱包');
      await page.getByRole('dialog').getByRole('button').last().click();
      await settled(page);
    },
  ],
  [
    '开店申请',
    async (page) => {
      await go(page, 'storeHome');
      await follow(page, 'openStore');
      await type(page, '门店名称', '洁衣坊·文三路店');
      await type(page, '联系人', '张伟');
      await type(page, '联系电话', '13800000004');
      await page.getByLabel('所在地区').click();
      await tap(page, '确定');
      await type(page, '详细地址', '文一路 100 号');
      await page.getByLabel('上传门店照片').setInputFiles([PHOTO]);
      await page.getByLabel('上传营业执照').setInputFiles([PHOTO]);
      await page.waitForFunction(() => !document.querySelector('.ui-uploader__mask'));
      await page.getByLabel('我已阅读并同意').check();
      await tap(page, '提交申请');
    },
  ],
  [
    '门店激活',
    async (page) => {
      // the mock approves the application just sent after two review steps (3 s each)
      await page.waitForTimeout(6500);
      await storeIn(page, '待激活', 'storeActive');
      await tap(page, /激活/);
    },
  ],
  [
    // the seed has no refused store of the director's: the page as an approved store shows it
    '上传门店资料',
    async (page) => {
      await go(page, 'storeInfo', '?id=8');
      await follow(page, 'storeDetail');
    },
  ],
];

export const VISITOR: Visit[] = [
  [
    '门店二维码',
    async (page) => {
      // a customer scans the store's code: the launch flow opens 跳转小程序 with its parameters
      await openLink(page, '/?storeQrCode=1&c=4&r=JYK6A2&s=qr#/');
      await landedOn(page, 'linkMini');
      await settled(page);
      await tap(page, '复制参数');
      await tap(page, '复制链接');
    },
  ],
  [
    // a shared link through the hub, which forwards to 跳转小程序 by the same parameters
    '转账中转',
    async (page) => {
      await openLink(page, `/#${PAGE.oneClickTransfer}?c=4&r=JYK6A2&s=qr`);
      await landedOn(page, 'linkMini');
      await settled(page);
    },
  ],
  [
    '一键支付',
    async (page) => {
      await go(page, 'oneClickPay', '?amount=1234&storeId=4');
      await tap(page, /^立即支付/);
    },
  ],
  [
    '登录',
    async (page) => {
      await go(page, 'login');
      await follow(page, 'agreement');
      await back(page);
      await type(page, '手机号', '13800000001');
      await sendCode(page);
      await type(page, '验证码', '123456');
      await page.getByLabel('我已阅读并同意').check();
      await tap(page, '登录');
      await landedOn(page, 'home');
      await settled(page);
    },
  ],
];
