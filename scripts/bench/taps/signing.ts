// The taps walk through signing as a director (from 签约提醒 to the signed contract), the
// partner's contracts and the CMO's review.
import type { Page } from 'playwright-core';
import { back, everyTab, follow, fromHome, go, landedOn, settled, tap, type, type Visit, sendCode } from './kit';

/** A name written on the signature board with a finger, in two strokes. */
async function sign(page: Page) {
  const box = (await page.locator('.sig-board__canvas').boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  for (const [x0, y0] of [
    [60, 80],
    [120, 200],
  ]) {
    const at = (i: number) => [{ x: box.x + x0 + i * 6, y: box.y + y0 + Math.sin(i / 2) * 25, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i < 20; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

export const SIGNING: Visit[] = [
  [
    '签约',
    async (page) => {
      await fromHome(page, 'agencyTip');
      await tap(page, '开始签约');
      await landedOn(page, 'signed');
      await settled(page);
      await page.getByText('市级总监').first().click();
      await page.getByLabel('签约区域').click();
      await landedOn(page, 'signedArea');
      await settled(page);
      await type(page, '搜索省份', '山');
      await page.getByLabel('搜索省份').fill('');
      await tap(page, '跳到 S');
      await tap(page, '山西省');
      await landedOn(page, 'signedAreaSub');
      await settled(page);
      await tap(page, '太原市');
      await landedOn(page, 'signed');
      await settled(page);
      await tap(page, '申请');
      await landedOn(page, 'signedExplain');
      await settled(page);
      await page.getByRole('checkbox').check();
      await tap(page, '下一步');
      await landedOn(page, 'signedConfirm');
      await settled(page);
      await tap(page, '预览合同');
      await landedOn(page, 'contractView');
      await back(page);
      await tap(page, '确认并签名');
      await landedOn(page, 'signatureBoard');
      await page.waitForFunction(() => !document.querySelector('.sig-board__state'));
      await sign(page);
      await tap(page, '确认');
      await landedOn(page, 'xinbadaSign');
      await settled(page);
      await sendCode(page);
      await type(page, '验证码', '123456');
      await tap(page, '确认签署');
      await landedOn(page, 'signedSuccess');
      await settled(page);
      await tap(page, '查看合同');
      await landedOn(page, 'contractView');
      await settled(page);
    },
  ],
  [
    '我的合同',
    async (page) => {
      await fromHome(page, 'myContract');
      await everyTab(page);
      await follow(page, 'storeContract');
      await everyTab(page);
    },
  ],
];

export const CMO_SIGNING: Visit[] = [
  [
    '签约审核',
    async (page) => {
      await follow(page, 'reviewSign');
      await tap(page, '驳回');
      await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
      await settled(page);
      await type(page, '驳回原因', '签名与实名信息不一致');
      await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
      await settled(page);
      await tap(page, '通过');
      await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
      await settled(page);
      await tap(page, '查看合同');
      await landedOn(page, 'contractView');
      await settled(page);
      await go(page, 'home');
    },
  ],
];
