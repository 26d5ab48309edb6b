// A failure is named for what it is, and the team hears of it: a page's chunk that arrived and
// threw says 页面出错了, one whose request failed says the network's 页面加载失败, each with a
// retry that loads it again; those and an error thrown in a page arrive at /__mock/errors.
import * as assert from 'uvu/assert';
import { PAGE } from '../../src/app/paths';
import { appSuite } from './helpers';
import { forgetFieldErrors, waitForFieldError } from './field-errors';

const journey = appSuite('chunk failures and field errors', { loginAs: '13800000001' });

/** 问题反馈's own chunk (a page of its own in every build). */
const FEEDBACK_CHUNK = /\/feedback\.js$/;

journey(
  'a chunk that arrived and threw at evaluation says 页面出错了, is reported, and 重试 loads it again',
  async ({ app }) => {
    const { page } = app;
    await forgetFieldErrors(app.url);
    await page.route(FEEDBACK_CHUNK, async (route) => {
      const original = await route.fetch();
      // as Chromium 66 met Object.fromEntries: the chunk came whole, and its code threw
      const body = `throw new TypeError("planted at evaluation for 13812345678");\n${await original.text()}`;
      await route.fulfill({ response: original, body });
    });
    await page.goto(`${app.url}/#${PAGE.home}`);
    await page.goto(`${app.url}/#${PAGE.feedback}`);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: '页面出错了' }).waitFor();
    assert.not.ok(await page.getByText('网络').isVisible(), 'no network to blame');
    const report = await waitForFieldError(app.url, (r) => r.message.includes('planted at evaluation'));
    assert.is(report.kind, 'chunk-script');
    assert.is(report.message, 'TypeError: planted at evaluation for #');
    assert.is(report.page, PAGE.feedback);
    assert.is(report.kernel, 'chrome');
    assert.ok(report.build.length > 0);
    await page.unroute(FEEDBACK_CHUNK);
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { name: '问题反馈' }).waitFor();
  },
);

journey('a chunk whose request failed says the network failed, is reported, and 重新加载 loads it', async ({ app }) => {
  const { page } = app;
  await forgetFieldErrors(app.url);
  let requests = 0;
  await page.route(FEEDBACK_CHUNK, (route) => {
    requests++;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${app.url}/#${PAGE.home}`);
  await page.reload();
  await page.goto(`${app.url}/#${PAGE.feedback}`);
  await page.getByRole('alert').filter({ hasText: '页面加载失败' }).waitFor();
  assert.ok(await page.getByText('网络不太稳定，请检查网络后重试。').isVisible());
  assert.ok(requests >= 1);
  const report = await waitForFieldError(app.url, (r) => r.kind === 'chunk-network');
  assert.is(report.page, PAGE.feedback);
  await page.unroute(FEEDBACK_CHUNK);
  await page.getByRole('button', { name: '重新加载' }).click();
  await page.getByRole('heading', { name: '问题反馈' }).waitFor();
});

journey(
  'an error thrown in the page and a rejection nobody handled arrive at /__mock/errors, once each',
  async ({ app }) => {
    const { page } = app;
    await forgetFieldErrors(app.url);
    await page.goto(`${app.url}/#${PAGE.home}`);
    await page.reload();
    await page.getByText('可提现').first().waitFor();
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++)
        setTimeout(() => {
          throw new Error('thrown in the page for 13812345678');
        });
      Promise.reject(new RangeError('rejected and not handled'));
    });
    const thrown = await waitForFieldError(app.url, (r) => r.message.includes('thrown in the page'));
    assert.is(thrown.kind, 'error');
    assert.is(thrown.message, 'Error: thrown in the page for #');
    assert.is(thrown.page, PAGE.home);
    assert.is(thrown.kernel, 'chrome');
    assert.is(thrown.version, '116.0.0.0');
    const rejected = await waitForFieldError(app.url, (r) => r.kind === 'rejection');
    assert.is(rejected.message, 'RangeError: rejected and not handled');
    await page.waitForTimeout(300);
    const reports = await (await fetch(`${app.url}/__mock/errors`)).json();
    assert.is(
      reports.data.errors.filter((r: { message: string }) => r.message.includes('thrown in the page')).length,
      1,
    );
  },
);

journey.run();
