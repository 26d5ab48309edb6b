// The SMS limit in real Chromium: after three codes an hour to a mobile the mock asks for an image
// captcha first. On 添加银行卡 and on 签约 the partner then sees the captcha, solves it (the answer
// read from the mock's developer route, as a tester would read the image) and receives the code.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { appSuite, movableClock, type App } from './helpers';
import { useUpCodes } from './sms-codes';

const journeys = appSuite('SMS code after the hourly limit');
// the mock's clock is moved on a minute between sends, so an hour's codes are used up without
// waiting out the resend interval
const clock = movableClock(journeys);

/** Taps 获取验证码, sees the captcha, solves it and taps again: the code is sent. */
async function solveAndSend(app: App, page: Page) {
  const captchaShown = page.waitForResponse((r) => r.url().includes('/common/front/captcha'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  const { data } = await (await captchaShown).json();
  await page.getByAltText('图形验证码').waitFor();
  assert.is(await page.getByRole('button', { name: /\d+秒重新获取/ }).count(), 0, 'no code was sent yet');

  // a new image on tap
  const refreshed = page.waitForResponse((r) => r.url().includes('/common/front/captcha'));
  await page.getByRole('button', { name: '看不清，换一张' }).click();
  const { data: image } = await (await refreshed).json();
  assert.is.not(image.captchaKey, data.captchaKey);

  const { data: solution } = await (await fetch(`${app.url}/__mock/captcha/${image.captchaKey}`)).json();
  const validated = page.waitForResponse((r) => r.url().includes('/common/front/validateCaptcha'));
  await page.getByLabel('图形验证码').fill(solution.answer);
  assert.is((await (await validated).json()).code, 0);
  const sent = page.waitForResponse((r) => r.url().includes('/api/getCode/getVerifyCode'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  const answer = await (await sent).json();
  assert.is(answer.code, 0, answer.message);
  assert.equal(JSON.parse((await sent).request().postData() || '{}').captchaKey, image.captchaKey);
  await page.getByText(/\d+秒重新获取/).waitFor();
  await page.getByAltText('图形验证码').waitFor({ state: 'detached' });
}

journeys('添加银行卡: after the limit the captcha is solved and the code arrives', async ({ app }) => {
  await app.loginAs('13800000001');
  const mobile = '13912345678';
  await useUpCodes(app, clock, mobile);
  const page = await app.open('/pages/addBankCard/index');
  await page.getByLabel('预留手机号').fill(mobile);
  await solveAndSend(app, page);
  await app.shot('sms-captcha-bank-sent');
});

journeys('签约: after the limit the captcha is solved, the code arrives and signs', async ({ app }) => {
  await app.loginAs('13800000001');
  const token = await app.page.evaluate(() => localStorage.getItem('token') || '');
  const applied = await fetch(`${app.url}/api/applyIdentity/applyList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'c-apply' },
    body: JSON.stringify({ level: 30, region: '440000' }),
  }).then((r) => r.json());
  const applyId = applied.data.id as number;
  await app.page.evaluate((id) => {
    const draft = { level: 30, region: { code: '440000', name: '广东省' }, agreedApplyId: id };
    sessionStorage.setItem(
      'draft:signing',
      JSON.stringify({ ...draft, signature: { applyId: id, url: '/mock-static/signature-sample.svg' } }),
    );
  }, applyId);
  await useUpCodes(app, clock, '13800000001');

  const page = await app.open(`/pages/xinbadaSign/index?applyId=${applyId}`);
  await page.getByText('短信验证').waitFor();
  const captchaShown = page.waitForResponse((r) => r.url().includes('/common/front/captcha'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await captchaShown;
  await page.getByAltText('图形验证码').waitFor();
  // the captcha, focused, shows whole above the fixed 确认签署 (focus alone left it under the footer)
  await page.waitForTimeout(300);
  const field = (await page.locator('.ui-field', { has: page.getByLabel('图形验证码') }).boundingBox())!;
  const footer = (await page.locator('.sign-footer').boundingBox())!;
  assert.ok(
    field.y >= 0 && field.y + field.height <= footer.y,
    `the captcha (${field.y}-${field.y + field.height}) above the footer (${footer.y})`,
  );
  assert.ok(await page.getByLabel('图形验证码').evaluate((el) => el === document.activeElement), 'focused');
  await app.shot('sms-captcha-sign');
  await page.reload();
  await solveAndSend(app, page);
  await page.getByLabel('验证码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.getByText('合同签署完成').waitFor();
});

journeys.run();
