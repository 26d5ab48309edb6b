// Feedback journeys in real Chromium as the partner 13800000001: 501 characters are refused in
// place; two photos uploaded and the form submitted once under a double tap; the draft survives
// a reload.
import * as assert from 'uvu/assert';
import { appSuite } from './helpers';

const FEEDBACK = '/pages/feedback/index';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const journeys = appSuite('feedback journeys', { loginAs: '13800000001' });

journeys('501 characters are refused in place, an emoji counting as one', async ({ app }) => {
  const page = await app.open(FEEDBACK);
  let sends = 0;
  page.on('request', (r) => r.url().includes('/addFeedBack') && sends++);
  await page.getByLabel('问题描述').fill(`${'好'.repeat(499)}😀`);
  await page.getByText('500/500').waitFor();
  await page.getByLabel('问题描述').fill(`${'好'.repeat(500)}😀`);
  await page.getByText('501/500').waitFor();
  await page.getByRole('button', { name: '提交反馈' }).click();
  await page.getByText('反馈内容不能超过 500 个字（当前 501 个）').waitFor();
  assert.is(sends, 0);
});

journeys(
  'two photos go up with the feedback, sent once under a double tap; the draft survived a reload',
  async ({ app }) => {
    const page = await app.open(FEEDBACK);
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/addFeedBack') && sent.push(r.postData() || ''));
    await page.getByText('故障').click();
    await page.getByLabel('问题描述').fill('提现页面偶尔打不开 🙁');
    await page.getByLabel('添加图片').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.waitForFunction(() => document.querySelectorAll('.ui-uploader__open:not(:disabled)').length === 2);
    await page.getByLabel('联系方式').fill('1380000');
    await page.getByLabel('联系方式').blur();
    await page.getByText('联系方式：请输入11位手机号（以1开头）').waitFor();
    await page.getByLabel('联系方式').fill('wx_partner01');
    // the draft is written after the render that follows the typing: reload once it holds the last key
    await page.waitForFunction(() => sessionStorage.getItem('draft:feedback')?.includes('wx_partner01'));

    await page.reload();
    await page.getByText('2/9').waitFor();
    assert.is(await page.getByLabel('问题描述').inputValue(), '提现页面偶尔打不开 🙁');
    assert.ok(await page.getByRole('radio', { name: '故障' }).isChecked());
    await app.shot('feedback-form');

    await page.getByRole('button', { name: '提交反馈' }).dblclick();
    await page.getByText('反馈已提交，感谢您的意见！我们会尽快处理').waitFor();
    await page.waitForTimeout(300);
    assert.is(sent.length, 1, 'one tap, one request');
    const body = JSON.parse(sent[0]);
    assert.is(body.type, 'bug');
    assert.is(body.images.length, 2);
    assert.is(body.contact, 'wx_partner01');
    await page.reload();
    assert.is(await page.getByLabel('问题描述').inputValue(), '', 'the draft is cleared after success');
  },
);

journeys.run();
