// Pages a partner must be able to reach by tapping, not by typing an address: 视频录制上传 from
// 个人信息 (beside the certification), and each contract list from the other (我的合同 ↔ 云店签约合同).
import * as assert from 'uvu/assert';
import { appSuite } from './helpers';

const journeys = appSuite('reachable pages', { loginAs: '13800000001' });

journeys('视频录制上传 is reached from 个人信息, beside the certification', async ({ app }) => {
  const page = await app.open('/pages/sub/plainText/index');
  const entry = page.getByRole('link', { name: /视频录制上传/ });
  await entry.waitFor();
  await app.shot('reach-personal-info-video');
  await entry.click();
  await page.waitForFunction(() => location.hash === '#/pages/camera-test/camera-test');
  assert.is(await page.title(), '视频录制上传');
});

journeys('云店签约合同 is reached from 我的合同, and 我的合同 from it', async ({ app }) => {
  const page = await app.open('/pages/myContract/index');
  await page.locator('.contract-item').first().waitFor();
  await app.shot('reach-my-contracts');
  await page.getByRole('link', { name: '云店签约合同' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/storeContract/index');
  assert.is(await page.title(), '云店签约合同');
  await page.getByRole('link', { name: '我的合同' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/myContract/index');
});

journeys.run();
