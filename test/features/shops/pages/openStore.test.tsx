// 开店申请: one 提交申请 on an empty form flags everything missing at once (the fields, the region,
// the photos, the licence and the agreement), sends nothing, and brings the first of them into view.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OpenStorePage from '../../../../src/features/shops/pages/openStore/index';
import { token } from '../../../../src/app/state/session';
import { flush } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

let api: FakeApi;
test.before.each(() => {
  sessionStorage.clear();
  token.value = 't-open-store';
  api = fakeApi({});
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

test('one submit flags every missing field, region, photos, licence and agreement, and shows the first', async () => {
  const scrolled: Element[] = [];
  const scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const view = renderAt('/pages/openStore/index', <OpenStorePage />);
  await flush();
  const submit = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '提交申请')!;
  submit.click();
  await flush();
  const text = view.container.textContent ?? '';
  const fieldErrors = [...view.container.querySelectorAll('.ui-field__error')].map((e) => e.textContent);
  assert.is(fieldErrors.length, 5, `name, contact, mobile, region, detail: ${fieldErrors.join(' / ')}`);
  assert.ok(fieldErrors.includes('请选择省市区'));
  for (const message of ['请上传至少 1 张门店照片', '请上传营业执照', '请阅读并同意《合伙人服务协议》'])
    assert.ok(text.includes(message), message);
  assert.is(api.count('/api/store/applyH5'), 0, 'nothing sent');
  assert.is(scrolled.length, 1, 'one scroll');
  assert.ok(scrolled[0].textContent?.startsWith('门店名称'), 'to the first error, 门店名称');
  Element.prototype.scrollIntoView = scrollIntoView;
  view.unmount();
});

test.run();
