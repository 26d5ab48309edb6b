// Identity journeys in real Chromium (its fake camera stands in for the phone's): the uncertified
// partner goes real-name → face verification → status → back to withdraw and withdraws; a denied
// camera says how to allow it; an enterprise licence is read by OCR, rejected once, then passed;
// a video is recorded and uploaded; the personal information page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser } from 'playwright-core';
import { startApp, CHROMIUM_ARGS, newPhone, shot, type App } from './helpers';
import { CHROMIUM } from '../../scripts/chromium.mjs';

const NEW_PARTNER = 1004;
const journeys = suite<{ app: App }>('identity journeys', { app: null as unknown as App });

journeys.before(async (ctx) => {
  // 13800000004 has nothing yet: give them money and a card so the journey can end in a withdrawal
  ctx.app = await startApp({
    prepareDb(db) {
      Object.assign(db.wallets.find((w) => w.userId === NEW_PARTNER)!, { balanceFen: 50000, withdrawableFen: 50000 });
      db.bankCards.push({
        id: 9004,
        userId: NEW_PARTNER,
        bankCode: 'ICBC',
        bankName: '中国工商银行',
        cardTail: '0017',
        holderName: '张三',
        kind: 'personal',
        branch: '北京分行',
        isDefault: true,
        cardNo: '6222020200000000017',
        mobile: '13800000004',
      });
    },
  });
});
// a page that breaks the Content-Security-Policy fails the test it happened in
journeys.after.each(({ app }) => app.checkCsp());
journeys.after(async (ctx) => {
  await ctx.app.close();
});

/** Nothing wider than the phone, and every visible control of the page (not the kit's overlays) 44 px high. */
async function checkLayout(app: App, where: string) {
  const problems = await app.page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>(
      'main button, main a, main input:not([type=file]), main [role=tab]',
    )) {
      const box = el.getBoundingClientRect();
      if (!box.width || el.closest('.ui-uploader')) continue; // the uploader's tiles are the kit's
      if (box.height < 44)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" is ${Math.round(box.height)}px high`,
        );
    }
    return found;
  });
  assert.equal(problems, [], where);
}

// a 1x1 PNG: the licence photo the mock's OCR reads
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

journeys('the uncertified partner passes real-name and face verification, then withdraws', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000004');
  await app.open('/pages/withdraw/index');
  await page.waitForFunction(() => location.hash.startsWith('#/pages/withdrawalAuth/withdrawalAuth?redirect='));
  await page.getByText('提现前请先完成实名认证').waitFor();
  await page.getByRole('link', { name: /^个人实名认证/ }).waitFor();
  await page.getByRole('heading', { name: '身份认证' }).waitFor();
  await app.shot('identity-auth');
  await checkLayout(app, 'identity-auth');

  await page.getByRole('link', { name: /^个人实名认证/ }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/realAuth/index?redirect='));
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('身份证号').fill('110105194912310021');
  await page.getByRole('button', { name: '下一步：人脸验证' }).click();
  await page.getByText('身份证号校验位不正确，请核对').waitFor();
  await app.shot('identity-real-auth-error');
  await checkLayout(app, 'identity-real-auth-error');
  await page.getByLabel('身份证号').fill('11010519491231002X');
  await page.getByRole('button', { name: '下一步：人脸验证' }).click();

  await page.waitForFunction(() => location.hash.startsWith('#/pages/camera/camera?redirect='));
  const start = page.getByRole('button', { name: '开始验证' });
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.face__actions button')?.disabled === false,
  );
  await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).videoWidth > 0);
  await app.shot('identity-camera');
  await checkLayout(app, 'identity-camera');
  // the verification service says no once: the reason, and 重新录制 brings the camera back
  await app.arm('/api/user/personVerificationH5', 'business-error');
  await start.click();
  await page.getByText('正在录制，请保持不动并眨眨眼').waitFor();
  await app.shot('identity-camera-recording');
  await page.getByRole('heading', { name: '人脸验证未通过' }).waitFor({ timeout: 20000 });
  await page.getByText('业务处理失败（模拟场景）').first().waitFor();
  await app.shot('identity-camera-failed');
  await page.getByRole('button', { name: '重新录制' }).click();
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.face__actions button')?.disabled === false,
  );
  await start.click();

  await page.waitForFunction(
    () => location.hash.startsWith('#/pages/certificationState/index?type=personal&redirect='),
    undefined,
    { timeout: 20000 },
  );
  await page.getByRole('heading', { name: '认证已通过' }).waitFor();
  assert.ok(await page.getByText('1101**********002X').isVisible(), 'the ID card is shown masked');
  await app.shot('identity-state-passed');
  await checkLayout(app, 'identity-state-passed');

  await page.getByRole('button', { name: '返回继续' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/withdraw/index');
  await page.getByLabel('提现金额').fill('100');
  await page.getByRole('button', { name: '确认提现' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认提现' }).click();
  await page.getByText('提现申请已提交').waitFor();
  await app.shot('identity-withdrawn');
});

journeys('a denied camera says how to allow it', async ({ app }) => {
  // the shared browser accepts every camera prompt: this one is started without that flag and
  // its context refuses the camera, as a user tapping 拒绝 would. The whole browser, not the
  // journeys' headless shell: the shell answers a refused camera with NotSupportedError, where
  // Chrome and WeChat's kernels say NotAllowedError.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--use-fake-ui-for-media-stream'),
  });
  try {
    await deniedCamera(app, browser);
  } finally {
    await browser.close();
  }
});

async function deniedCamera(app: App, browser: Browser) {
  const context = await newPhone(browser);
  await app.watchCsp(context);
  // a signed-in partner not yet verified (the page checks their certification first)
  await app.loginAs('13800000098');
  await app.open('/pages/sub/plainText/index');
  const session = await app.page.evaluate(() => [localStorage.getItem('token')!, localStorage.getItem('userInfo')!]);
  await context.addInitScript(([token, user]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', user);
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin: app.url,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto(`${app.url}/#/pages/camera/camera`);
  await page.getByText('摄像头权限被拒绝').waitFor();
  assert.ok(await page.getByText(/设置 → 应用 → 微信 → 权限/).isVisible());
  assert.ok(await page.getByRole('button', { name: '重试' }).isVisible());
  await shot(page, 'identity-camera-denied');
}

journeys('an enterprise licence is read by OCR, rejected once, then passed', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000099');
  await app.open('/pages/withdrawalAuth/withdrawalAuth');
  await page.getByRole('link', { name: /^企业实名认证/ }).click();
  await page.waitForFunction(() => location.hash === '#/pages/enterpriseCertification/index');
  await page.getByRole('button', { name: '提交认证' }).click();
  await page.getByText('请上传营业执照照片').waitFor();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await page.waitForFunction(() =>
    (document.querySelector<HTMLInputElement>('input[name=companyName]')?.value || '').endsWith('有限公司'),
  );
  const creditCode = await page.getByLabel('信用代码').inputValue();
  assert.match(creditCode, /^[0-9A-HJ-NPQRTUWXY]{18}$/);
  assert.ok(await page.getByLabel('法定代表人').inputValue());
  await page.getByLabel('信用代码').fill(creditCode.slice(0, 17) + (creditCode[17] === '0' ? '1' : '0'));
  await page.getByLabel('法人身份证').fill('11010519491231002X');
  await page.getByRole('button', { name: '提交认证' }).click();
  await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
  await page.getByLabel('信用代码').fill(creditCode);
  // the mock rejects this legal person's name, to show the rejected path
  await page.getByLabel('法定代表人').fill('驳回测试');
  await app.shot('identity-enterprise');
  await checkLayout(app, 'identity-enterprise');
  await page.getByRole('button', { name: '提交认证' }).click();

  await page.waitForFunction(() => location.hash.startsWith('#/pages/certificationState/index?type=enterprise'));
  await page.getByRole('heading', { name: '审核中' }).waitFor();
  await app.shot('identity-state-review');
  await page.getByRole('heading', { name: '认证未通过' }).waitFor({ timeout: 10000 });
  await page.getByText('营业执照信息与填写的法定代表人不一致').waitFor();
  await app.shot('identity-state-rejected');
  await checkLayout(app, 'identity-state-rejected');

  await page.getByRole('button', { name: '重新认证' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/enterpriseCertification/index'));
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[name=legalPerson]')?.value === '驳回测试',
  );
  assert.is(
    await page.getByLabel('信用代码').inputValue(),
    creditCode,
    'the rejected application comes back filled in',
  );
  await page.getByLabel('法定代表人').fill('陈刚');
  await page.getByRole('button', { name: '提交认证' }).click();
  await page.getByRole('heading', { name: '审核中' }).waitFor();
  await page.getByRole('heading', { name: '认证已通过' }).waitFor({ timeout: 10000 });
  await app.shot('identity-state-enterprise-passed');
});

journeys('a video is recorded with a running timer, previewed and uploaded', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  await app.open('/pages/camera-test/camera-test');
  await page.getByRole('heading', { name: '视频录制上传' }).waitFor();
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.video-up__actions button')?.disabled === false,
  );
  await page.getByRole('button', { name: '开始录制' }).click();
  await page.getByRole('timer').filter({ hasText: '00:02 / 01:00' }).waitFor();
  await app.shot('identity-video-recording');
  await page.getByRole('button', { name: '停止录制' }).click();
  await page.locator('video.video-up__player').waitFor();
  await app.shot('identity-video-preview');
  await checkLayout(app, 'identity-video-preview');
  await page.getByRole('button', { name: '上传视频' }).click();
  await page.getByText('上传成功').waitFor();
  const link = page.getByRole('link', { name: '查看已上传的视频' });
  assert.match((await link.getAttribute('href')) || '', /^\/uploads\/\S+\.webm$/);
  assert.not.match(await page.locator('.video-up__done').innerText(), '/uploads/', 'no file path on screen');
  await app.shot('identity-video-uploaded');
  await checkLayout(app, 'identity-video-uploaded');
});

journeys('personal information: masked details, role, inviter, director, certification', async ({ app }) => {
  const { page } = app;
  await app.loginAs('13800000001');
  await app.open('/pages/sub/plainText/index');
  await page.getByText('138****0001').waitFor();
  await page.getByText('负责总监').waitFor();
  await page.getByText('联系电话').waitFor();
  assert.not.ok(await page.getByText('13800000001').count(), 'the full mobile is never shown');
  await app.shot('identity-personal-info');
  await checkLayout(app, 'identity-personal-info');
  await page.getByText('负责区域').scrollIntoViewIfNeeded();
  await app.shot('identity-personal-info-director');
  await page.getByRole('link', { name: /^个人实名认证/ }).click();
  await page.waitForFunction(() => location.hash === '#/pages/certificationState/index?type=personal');
  await page.getByRole('heading', { name: '认证已通过' }).waitFor();
});

journeys.run();
