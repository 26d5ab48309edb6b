// 企业实名认证: a missing licence photo is pointed out together with the fields, the credit code's
// check character is refused in place, and the draft (photo included) survives a reload.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import EnterpriseCertificationPage, {
  DRAFT_KEY,
} from '../../../../src/features/identity/pages/enterpriseCertification/index';
import { flush, fire, type, submitTwice } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const SUBMIT = '/api/user/companyCertificationH5';
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  api = fakeApi({ '/api/user/getCompanyCertificationH5': { data: { status: 0 } } });
});
test.after.each(() => api.restore());

const page = () => renderAt('/pages/enterpriseCertification/index', <EnterpriseCertificationPage />);
const input = (c: Element, name: string) => c.querySelector(`input[name=${name}]`) as HTMLInputElement;

test('the missing photo and a wrong credit code are shown at once, nothing sent', async () => {
  const { container, unmount } = page();
  await flush();
  type(input(container, 'companyName'), '杭州洁净洗护服务有限公司');
  type(input(container, 'creditCode'), '91350100M000100Y44');
  type(input(container, 'legalPerson'), '陈刚');
  type(input(container, 'legalIdCard'), '11010519491231002X');
  fire(container.querySelector('form')!, 'submit');
  await flush();
  assert.ok(container.textContent?.includes('请上传营业执照照片'));
  assert.ok(container.textContent?.includes('统一社会信用代码校验位不正确，请核对'));
  assert.is(api.count(SUBMIT), 0);
  unmount();
});

test('the draft, licence photo included, survives a reload and is sent as typed', async () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      companyName: '杭州洁净洗护服务有限公司',
      creditCode: '91350100m000100y43',
      legalPerson: '陈刚',
      legalIdCard: '11010519491231002x',
      licenseUrl: '/uploads/licence.jpg',
    }),
  );
  api.routes[SUBMIT] = { data: { status: 1 } };
  const { container, unmount } = page();
  await flush();
  assert.is(input(container, 'creditCode').value, '91350100m000100y43');
  assert.ok(container.querySelector('img[src="/uploads/licence.jpg"]'), 'the uploaded photo is shown again');
  fire(container.querySelector('form')!, 'submit');
  await flush();
  assert.equal(api.calls.find((c) => c.path === SUBMIT)?.body, {
    companyName: '杭州洁净洗护服务有限公司',
    creditCode: '91350100M000100Y43',
    legalPerson: '陈刚',
    legalIdCard: '11010519491231002X',
    licenseUrl: '/uploads/licence.jpg',
  });
  assert.is(sessionStorage.getItem(DRAFT_KEY), null);
  assert.is(location.hash, '#/pages/certificationState/index?type=enterprise');
  unmount();
});

test('a double tap sends once, the button shows 提交中 meanwhile; an error toasts the server message', async () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      companyName: '杭州洁净洗护服务有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '陈刚',
      legalIdCard: '11010519491231002X',
      licenseUrl: '/uploads/licence.jpg',
    }),
  );
  api.routes[SUBMIT] = { code: 500, message: '认证服务繁忙，请稍后重试' };
  location.hash = '';
  const { container, unmount } = page();
  await flush();
  submitTwice(container);
  assert.is(container.querySelector('button[type=submit]')?.textContent, '提交中...');
  await flush();
  assert.is(api.count(SUBMIT), 1);
  assert.equal(api.toasts, ['认证服务繁忙，请稍后重试']);
  assert.is(location.hash, '', 'stays on the form');
  assert.ok(sessionStorage.getItem(DRAFT_KEY), 'the draft is kept for another try');
  unmount();
});

test.run();
