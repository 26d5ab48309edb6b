// Signing journeys in real Chromium (375x667, touch): 13800000001 walks the whole flow from
// 签约提醒 to 签约完成 (a taken region refused in place, a signature drawn by touch and uploaded
// as a landscape PNG with ink, a failed upload kept, a wrong SMS code refused); the CMO
// 13800000006 rejects it with a reason and approves a second one; the partner's 我的合同 shows
// both and the new level after the next launch; a partner opening 签约审核 is told it is not theirs.
import * as assert from 'uvu/assert';
import type { CDPSession, Page } from 'playwright-core';
import { appSuite, imagePixels } from './helpers';

const journeys = appSuite('signing journeys');

type Pt = [number, number];

/** One finger stroke through `points` (relative to the canvas), as real touch events. */
async function stroke(cdp: CDPSession, page: Page, points: Pt[]) {
  const box = (await page.locator('.sig-board__canvas').boundingBox())!;
  const at = ([x, y]: Pt) => [{ x: box.x + x, y: box.y + y, radiusX: 2, radiusY: 2, force: 0.6, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(points[0]) });
  for (const p of points.slice(1)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A name written down the screen of a phone held sideways (across its long side), in a few strokes. */
const NAME_STROKES: Pt[][] = [
  Array.from({ length: 20 }, (_, i) => [200 - Math.sin(i / 3) * 30, 80 + i * 8] as Pt),
  Array.from({ length: 15 }, (_, i) => [160 + i * 4, 260 + Math.cos(i / 2) * 20] as Pt),
  Array.from({ length: 20 }, (_, i) => [230 - i * 3, 320 + i * 6] as Pt),
];

/** The error `text` shows whole, between the nav bar and the sticky footer, as the page left it. */
async function seenAboveFooter(page: Page, text: string) {
  const error = page.locator('.ui-field__error', { hasText: text });
  await error.waitFor();
  await page.waitForTimeout(300);
  const box = (await error.boundingBox())!;
  const footer = (await page.locator('.sign-footer').boundingBox())!;
  const nav = (await page.locator('.ui-navbar').first().boundingBox())!;
  assert.ok(
    box.y >= nav.y + nav.height && box.y + box.height <= footer.y,
    `${text} (${box.y}-${box.y + box.height}) shows between the nav bar (to ${nav.y + nav.height}) and the footer (${footer.y})`,
  );
}

/** The same name written across the screen of a phone held upright. */
const UPRIGHT_STROKES: Pt[][] = NAME_STROKES.map((s) => s.map(([x, y]) => [(y - 60) * 0.8, 380 - x] as Pt));

/** The box around the ink (pixels not transparent) of an uploaded signature. */
function inkBox(image: { data: Uint8ClampedArray; width: number; height: number }) {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let i = 3; i < image.data.length; i += 4) {
    if (!image.data[i]) continue;
    const x = ((i - 3) / 4) % image.width;
    const y = Math.floor((i - 3) / 4 / image.width);
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  return { width: right - left + 1, height: bottom - top + 1 };
}

/** The upload of 确认 on the board: its image, as the contract will show it. */
async function uploadedSignature(page: Page, tap: () => Promise<void>) {
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/uploadH5'));
  await tap();
  const { data } = await (await uploaded).json();
  return { url: data.url as string, image: await imagePixels(page, data.url) };
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') || '');
}

journeys('the partner signs from 签约提醒 to 签约完成; a taken region is said in place', async ({ app }) => {
  await app.loginAs('13800000001');
  const page = await app.open('/pages/agencyTip/agencyTip');
  await page.getByText('签约前请您了解').waitFor();
  assert.is(await page.title(), '签约提醒');
  await page.getByRole('button', { name: '开始签约' }).click();

  // level, then a region already taken at that level: shown disabled, a tap says why and stays
  await page.getByText('市级总监').click();
  // the flow's accents are the app's one blue (--primary), like every other screen
  const accents = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = 'var(--primary)';
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return {
      primary,
      step: getComputedStyle(document.querySelector('.sign-steps .is-current i')!).backgroundColor,
      level: getComputedStyle(document.querySelector('.signed__level.is-active')!).borderTopColor,
    };
  });
  assert.equal(accents, { primary: accents.primary, step: accents.primary, level: accents.primary });
  assert.is(accents.primary, 'rgb(13, 102, 217)');
  await page.getByLabel('签约区域').click();
  await page.getByLabel('搜索省份').fill('浙江');
  await page.getByRole('button', { name: '浙江省' }).click();
  const taken = page.getByRole('button', { name: /宁波市/ });
  assert.is(await taken.getAttribute('aria-disabled'), 'true');
  assert.match((await taken.textContent()) || '', /已有代理/);
  assert.is.not(
    await taken.evaluate((b) => getComputedStyle(b).color),
    await page.getByRole('button', { name: '杭州市' }).evaluate((b) => getComputedStyle(b).color),
    'looks unavailable',
  );
  await taken.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await page.getByRole('status').getByText('宁波市已有代理，请选择其他区域').waitFor();
  await app.shot('signing-region-taken-list');
  assert.match(await page.evaluate(() => location.hash), /signedAreaSub/, 'nothing chosen');
  await page.goBack();
  await page.goBack();
  await page.getByLabel('签约区域').waitFor();
  assert.is(await page.getByLabel('签约区域').inputValue(), '');

  // a region chosen before it was taken is refused on 申请, said in place, once (no toast repeats it)
  await page.evaluate(() => {
    const draft = { level: 20, region: { code: '330200', name: '浙江省宁波市' } };
    sessionStorage.setItem('draft:signing', JSON.stringify(draft));
  });
  await page.reload();
  await page.getByRole('button', { name: '申请' }).click();
  await page.getByText('浙江省宁波市的市级总监已有签约代理，请选择其他区域').first().waitFor();
  assert.is(await page.getByLabel('签约区域').inputValue(), '浙江省宁波市', 'the region is kept');
  assert.is(await page.getByText('浙江省宁波市的市级总监已有签约代理，请选择其他区域').count(), 1, 'said once');
  assert.is(await page.locator('.ui-toast').count(), 0, 'not toasted too');
  await app.shot('signing-region-taken');

  // another region; level and region survive a reload
  await page.getByLabel('签约区域').click();
  await page.getByRole('button', { name: '跳到 S' }).click();
  await page.getByRole('button', { name: '山西省' }).click();
  await page.getByRole('button', { name: '太原市' }).click();
  await page.reload();
  await page.getByRole('button', { name: '申请' }).waitFor();
  assert.is(await page.getByLabel('签约区域').inputValue(), '山西省太原市');
  assert.ok(await page.getByRole('radio', { name: /市级总监/ }).isChecked());
  let applies = 0;
  page.on('request', (r) => r.url().includes('/applyList') && r.postData()?.includes('region') && applies++);
  await page.getByRole('button', { name: '申请' }).dblclick();

  // 在线签约: 下一步 only when agreed
  await page.getByRole('heading', { name: '在线签约说明' }).waitFor();
  assert.is(applies, 1, 'a double tap is one application');
  assert.is(await page.title(), '在线签约');
  assert.ok(await page.getByRole('button', { name: '下一步' }).isDisabled());
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '下一步' }).click();

  // 确认权益, the preview, then the board
  await page.getByText('所辖城市门店流水 3% 分成').waitFor();
  await page.getByRole('button', { name: '预览合同' }).click();
  const frame = page.frameLocator('iframe[title="合同"]');
  await frame.getByText('山西省太原市').first().waitFor();
  assert.is(await page.title(), '查看合同');
  await app.shot('signing-contract-preview');
  await page.goBack();
  await page.getByRole('button', { name: '确认并签名' }).click();

  // 签名板: empty and a dot are refused; a failed upload keeps the drawing
  await page.locator('.sig-board__canvas').waitFor();
  await page.getByRole('button', { name: '确认' }).waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('.sig-board__state'));
  const cdp = await page.context().newCDPSession(page);
  await stroke(cdp, page, [
    [100, 100],
    [102, 101],
  ]);
  await page.getByRole('button', { name: '确认' }).click();
  await page.getByText('签名太小或太简单，请写下完整的姓名').waitFor();
  await page.getByRole('button', { name: '清除' }).click();

  // held upright: the name written across the screen reads upright on the contract
  for (const s of UPRIGHT_STROKES) await stroke(cdp, page, s);
  await app.shot('signing-board-upright');
  const upright = await uploadedSignature(page, () => page.getByRole('button', { name: '确认' }).click());
  const uprightInk = inkBox(upright.image);
  assert.ok(uprightInk.width > uprightInk.height * 2, `upright: ink ${uprightInk.width}x${uprightInk.height}`);
  await page.getByText('短信验证').waitFor();
  await page.getByRole('button', { name: '重新签名' }).click();
  await page.locator('.sig-board__canvas').waitFor();
  await page.getByRole('button', { name: '清除' }).click();

  // held sideways while the page stays portrait: the board turns, its controls with it
  await page.evaluate(() =>
    window.dispatchEvent(
      new DeviceMotionEvent('devicemotion', { accelerationIncludingGravity: { x: 9.7, y: 0.4, z: 0.3 } }),
    ),
  );
  await page.locator('.sig-board.is-turned').waitFor();
  const confirmBox = (await page.getByRole('button', { name: '确认' }).boundingBox())!;
  assert.ok(confirmBox.height > confirmBox.width, 'the controls turn with the board');
  assert.is(await page.locator('.sig-board__tools').evaluate((t) => getComputedStyle(t).writingMode), 'vertical-rl');
  for (const s of NAME_STROKES) await stroke(cdp, page, s);
  await app.shot('signing-board');
  await app.arm('/api/file/uploadH5', 'server-error', 1);
  await page.getByRole('button', { name: '确认' }).click();
  await page.getByText(/签名上传失败/).waitFor();
  assert.ok(await page.getByRole('button', { name: '撤销' }).isEnabled(), 'the drawing is kept');
  const { url, image } = await uploadedSignature(page, () => page.getByRole('button', { name: '重新上传' }).click());

  // the uploaded image: a landscape PNG with ink on a transparent background, turned back upright
  const turnedInk = inkBox(image);
  assert.ok(turnedInk.width > turnedInk.height * 2, `turned back: ink ${turnedInk.width}x${turnedInk.height}`);
  let ink = 0;
  let clear = 0;
  for (let i = 3; i < image.data.length; i += 4) image.data[i] > 0 ? ink++ : clear++;
  assert.ok(url.endsWith('.png'), 'a PNG');
  assert.ok(image.width > image.height, `landscape: ${image.width}x${image.height}`);
  assert.ok(ink > 200, 'has ink');
  assert.ok(clear > ink, 'transparent around the ink');

  // 签约: the intent check by SMS
  await page.getByText('短信验证').waitFor();
  assert.is(await page.title(), '签约');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: '确认签署' }).click();
  await seenAboveFooter(page, '请输入验证码');
  await app.shot('signing-no-code');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/\d+秒重新获取/).waitFor();
  await page.getByLabel('验证码').fill('654321');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.getByText('验证码错误或已过期，请重新获取').last().waitFor();
  await seenAboveFooter(page, '验证码错误或已过期，请重新获取');
  await app.shot('signing-wrong-code');
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.getByText('合同签署完成').waitFor();
  assert.is(await page.title(), '签约完成');
  await page.getByText(/3 个工作日内/).waitFor();
  await app.shot('signing-done');
  await page.getByRole('button', { name: '查看合同' }).click();
  await page.frameLocator('iframe[title="合同"]').getByAltText('乙方签名').waitFor();
});

journeys(
  'the CMO rejects with a reason and approves another; the partner sees both and the new level',
  async ({ app }) => {
    // a second application of the partner, signed through the API, to be approved
    await app.loginAs('13800000001');
    const partner = await tokenOf(app.page);

    await app.loginAs('13800000006');
    let page = await app.open('/pages/reviewSign/index');
    const mine = page.getByRole('article', { name: '张伟的签约申请' });
    await mine.getByText('山西省太原市').waitFor();
    await mine.getByRole('button', { name: '驳回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
    await page.getByText('请填写驳回原因，申请人会看到它').waitFor();
    await page.getByLabel('驳回原因').fill('签名与实名信息不一致，请重新签署');
    await page.getByText(/16\s*\/\s*200/).waitFor();
    await app.shot('signing-reject-dialog');
    await page.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
    await page.getByText('已驳回').waitFor();
    await mine.waitFor({ state: 'detached' });

    const as = (key?: string) => ({ token: partner, key });
    const applied = await app.call('/api/applyIdentity/applyList', { level: 30, region: '440000' }, as('b-apply'));
    await app.call('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'sign' }, as());
    // app.call throws unless the answer is code 0
    await app.call(
      '/api/applyIdentity/fourSignThreeContract',
      { applyId: applied.id, signatureUrl: '/mock-static/signature-sample.svg', code: '123456' },
      as('b-sign'),
    );
    page = await app.open('/pages/reviewSign/index');
    const second = page.getByRole('article', { name: '张伟的签约申请' });
    await second.getByText('广东省').waitFor();
    await second.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await second.waitFor({ state: 'detached' });

    // the applicant: both outcomes in 我的合同, the new level after the next launch
    await app.loginAs('13800000001');
    page = await app.open('/pages/myContract/index?status=3');
    await page.getByText('驳回原因：签名与实名信息不一致，请重新签署').waitFor();
    page = await app.open('/pages/myContract/index?status=1');
    await page.getByText('省级总监 · 广东省').waitFor();
    await app.shot('signing-my-contracts');
    page = await app.open('/pages/index/index');
    await page.locator('.home__level', { hasText: '省级总监' }).waitFor();
  },
);

journeys('a partner opening 签约审核 is told it is for CMO reviewers only', async ({ app }) => {
  await app.loginAs('13800000001');
  const page = await app.open('/pages/reviewSign/index');
  await page.getByText('签约审核仅对 CMO 审核员开放，你的账号没有审核权限').waitFor();
  assert.is(await page.title(), '签约审核');
  await page.getByRole('button', { name: '返回首页' }).waitFor();
});

journeys.run();
