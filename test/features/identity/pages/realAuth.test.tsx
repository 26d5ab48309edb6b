// 个人实名认证: the ID card's check digit refused in place, the draft kept across a reload until
// submitted, then face verification with the same `redirect`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import RealAuthPage, { DRAFT_KEY } from '../../../../src/features/identity/pages/realAuth/index';
import { render, flush, fire, type, submitTwice } from '../../../render';
import { AtUrl, fakeApi, type FakeApi } from '../../../helpers/fake-api';

const REAL_AUTH = '/api/user/realAuthH5';
const back = encodeURIComponent('/pages/withdraw/index');
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  location.hash = '';
  api = fakeApi({ '/api/user/getUserCertificationH5': { data: { status: 0 } } });
});
test.after.each(() => api.restore());

const page = () =>
  render(
    <AtUrl url={`/pages/realAuth/index?redirect=${back}`}>
      <RealAuthPage />
    </AtUrl>,
  );
const input = (c: Element, name: string) => c.querySelector(`input[name=${name}]`) as HTMLInputElement;
const submit = async (c: Element) => {
  fire(c.querySelector('form')!, 'submit');
  await flush();
};

test('a wrong check digit is refused in place and nothing is sent', async () => {
  const { container, unmount } = page();
  type(input(container, 'realName'), '张三');
  type(input(container, 'idCard'), '110105194912310021');
  await submit(container);
  assert.ok(container.textContent?.includes('身份证号校验位不正确，请核对'));
  assert.is(api.count(REAL_AUTH), 0);
  unmount();
});

test('what was typed survives a reload until submitted', async () => {
  let view = page();
  type(input(view.container, 'realName'), '张三');
  type(input(view.container, 'idCard'), '11010519491231002x');
  view.unmount();
  view = page();
  assert.is(input(view.container, 'realName').value, '张三');
  assert.is(input(view.container, 'idCard').value, '11010519491231002x');

  api.routes[REAL_AUTH] = { data: { status: 1, realName: '张三', idCard: '11010519491231002X', faceVerified: false } };
  await submit(view.container);
  assert.equal(api.calls.find((c) => c.path === REAL_AUTH)?.body, { realName: '张三', idCard: '11010519491231002X' });
  assert.is(sessionStorage.getItem(DRAFT_KEY), null, 'draft dropped once submitted');
  assert.is(location.hash, `#/pages/camera/camera?redirect=${back}`);
  view.unmount();
});

test('a field the server refuses gets its message in place', async () => {
  api.routes[REAL_AUTH] = { code: 400, message: '该身份证号已被其他账号实名认证', data: { field: 'idCard' } };
  const { container, unmount } = page();
  type(input(container, 'realName'), '张三');
  type(input(container, 'idCard'), '11010519491231002X');
  await submit(container);
  const error = input(container, 'idCard').closest('.ui-field')?.querySelector('.ui-field__error');
  assert.is(error?.textContent, '该身份证号已被其他账号实名认证');
  assert.equal(api.toasts, [], 'said once, under the field, not in a toast too');
  assert.is(location.hash, '');
  unmount();
});

test('a double tap sends once, the button shows 提交中 meanwhile; an error toasts the server message', async () => {
  api.routes[REAL_AUTH] = { code: 500, message: '实名服务繁忙，请稍后重试' };
  const { container, unmount } = page();
  type(input(container, 'realName'), '张三');
  type(input(container, 'idCard'), '11010519491231002X');
  submitTwice(container);
  assert.is(container.querySelector('button[type=submit]')?.textContent, '提交中...');
  await flush();
  assert.is(api.count(REAL_AUTH), 1);
  assert.equal(api.toasts, ['实名服务繁忙，请稍后重试']);
  assert.is(location.hash, '', 'stays on the form');
  assert.is(container.querySelector('button[type=submit]')?.textContent, '下一步：人脸验证');
  unmount();
});

test.run();
