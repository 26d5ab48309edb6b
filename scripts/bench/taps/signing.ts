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
    fromHome('agencyTip'),
    tap('开始签约'),
    landedOn('signed'),
    settled,
    async (page) => {
      await page.getByText('市级总监').first().click();
      await page.getByLabel('签约区域').click();
    },
    landedOn('signedArea'),
    settled,
    type('搜索省份', '山'),
    (page) => page.getByLabel('搜索省份').fill(''),
    tap('跳到 S'),
    tap('山西省'),
    landedOn('signedAreaSub'),
    settled,
    tap('太原市'),
    landedOn('signed'),
    settled,
    tap('申请'),
    landedOn('signedExplain'),
    settled,
    (page) => page.getByRole('checkbox').check(),
    tap('下一步'),
    landedOn('signedConfirm'),
    settled,
    tap('预览合同'),
    landedOn('contractView'),
    back,
    tap('确认并签名'),
    landedOn('signatureBoard'),
    (page) => page.waitForFunction(() => !document.querySelector('.sig-board__state')),
    sign,
    tap('确认'),
    landedOn('xinbadaSign'),
    settled,
    sendCode,
    type('验证码', '123456'),
    tap('确认签署'),
    landedOn('signedSuccess'),
    settled,
    tap('查看合同'),
    landedOn('contractView'),
    settled,
  ],
  ['我的合同', fromHome('myContract'), everyTab, follow('storeContract'), everyTab],
];

export const CMO_SIGNING: Visit[] = [
  [
    '签约审核',
    follow('reviewSign'),
    tap('驳回'),
    (page) => page.getByRole('dialog').getByRole('button', { name: '驳回' }).click(),
    settled,
    type('驳回原因', '签名与实名信息不一致'),
    (page) => page.getByRole('dialog').getByRole('button', { name: '驳回' }).click(),
    settled,
    tap('通过'),
    (page) => page.getByRole('dialog').getByRole('button', { name: '通过' }).click(),
    settled,
    tap('查看合同'),
    landedOn('contractView'),
    settled,
    go('home'),
  ],
];
