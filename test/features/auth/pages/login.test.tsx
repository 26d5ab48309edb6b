// 登录: messages in place for a bad mobile and a missing agreement, the captcha when the server
// asks for it, the mobile kept across a reload, and the return to a known page only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LoginPage from '../../../../src/features/auth/pages/login/index';
import { token, userInfo } from '../../../../src/app/state/session';
import { flush, fire, type, submitTwice } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

// The page loads its request layer with import() at the first tap; loaded here once, so a
// busy machine compiling it does not outlast the few milliseconds each test waits for a tap.
await import('../../../../src/features/auth/pages/login/api');

const USER = { id: 1001, mobile: '13800000001', nickname: '张伟', certStatus: 2 };
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  localStorage.clear();
  location.hash = '#/pages/login/index';
  token.value = '';
  userInfo.value = null;
  api = fakeApi({
    '/api/getCode/getVerifyCode': { data: { expiresIn: 300 } },
    '/api/user/loginH5': { data: { token: 'token-0123456789', userInfo: USER } },
  });
});
test.after.each(() => api.restore());

const page = (url = '/pages/login/index') => renderAt(url, <LoginPage />);
const input = (c: Element, name: string) => c.querySelector(`input[name=${name}]`) as HTMLInputElement;
const button = (c: Element, text: string) => [...c.querySelectorAll('button')].find((b) => b.textContent === text)!;
const submit = async (c: Element) => {
  fire(c.querySelector('form')!, 'submit');
  await flush();
};

test('a mobile with letters is refused in place and no code is asked for', async () => {
  const { container, unmount } = page();
  type(input(container, 'mobile'), '1380000000a');
  fire(button(container, '获取验证码'), 'click');
  await flush();
  assert.ok(container.textContent?.includes('手机号只能包含数字'));
  assert.is(api.count('/api/getCode/getVerifyCode'), 0);
  unmount();
});

test('without the agreement ticked nothing is sent and the reason is shown', async () => {
  const { container, unmount } = page();
  type(input(container, 'mobile'), '13800000001');
  type(input(container, 'code'), '123456');
  await submit(container);
  assert.ok(container.textContent?.includes('请先阅读并同意《用户协议》和《隐私政策》'));
  assert.is(api.count('/api/user/loginH5'), 0);
  unmount();
});

test('the server asking for a captcha shows the image captcha', async () => {
  api.routes['/api/getCode/getVerifyCode'] = { code: 1004, message: '请先完成图形验证码', data: { needCaptcha: true } };
  api.routes['/common/front/captcha'] = { data: { captchaKey: 'k1', image: 'data:image/svg+xml,<svg/>' } };
  const { container, unmount } = page();
  type(input(container, 'mobile'), '13800000001');
  fire(button(container, '获取验证码'), 'click');
  for (let i = 0; i < 50 && !container.querySelector('img[alt="图形验证码"]'); i++) await flush(10);
  assert.ok(container.textContent?.includes('图形验证码'), 'captcha field shown');
  assert.ok(container.querySelector('img[alt="图形验证码"]'), 'captcha image shown');
  assert.is(button(container, '获取验证码') !== undefined, true, 'the countdown did not start');
  unmount();
});

test('the mobile (never the code) survives a reload', async () => {
  let view = page();
  type(input(view.container, 'mobile'), '13800000001');
  type(input(view.container, 'code'), '123456');
  await flush();
  view.unmount();
  view = page();
  assert.is(input(view.container, 'mobile').value, '13800000001');
  assert.is(input(view.container, 'code').value, '');
  view.unmount();
});

async function logIn(url: string) {
  const { container, unmount } = page(url);
  type(input(container, 'mobile'), '13800000001');
  type(input(container, 'code'), '123456');
  (container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
  fire(container.querySelector('input[type=checkbox]')!, 'change');
  const before = location.hash;
  await submit(container);
  // the request layer loads on the first submit: on a busy machine that takes a while
  for (let i = 0; i < 100 && location.hash === before; i++) await flush(10);
  unmount();
}

test('logging in stores the session and returns to the page the user came from', async () => {
  await logIn(`/pages/login/index?redirect=${encodeURIComponent('/pages/agreement/index?name=privacy')}`);
  assert.is(token.value, 'token-0123456789');
  assert.is(userInfo.value?.id, 1001);
  assert.equal(api.calls.find((c) => c.path === '/api/user/loginH5')?.body, { mobile: '13800000001', code: '123456' });
  assert.is(location.hash, '#/pages/agreement/index?name=privacy');
});

test('a redirect to another site goes to the earnings centre instead', async () => {
  await logIn(`/pages/login/index?redirect=${encodeURIComponent('//evil.example/steal')}`);
  assert.is(location.hash, '#/pages/index/index');
});

test('a store user goes to the store home; an exempt director to the page asked for', async () => {
  const askedFor = `/pages/login/index?redirect=${encodeURIComponent('/pages/bankCard/index')}`;
  api.routes['/api/user/loginH5'] = {
    data: { token: 'token-0123456789', userInfo: { ...USER, shopUserStatus: 1, roleLevel: 10 } },
  };
  await logIn(askedFor);
  assert.is(location.hash, '#/pages/storeHome/storeHome');
  api.routes['/api/user/loginH5'] = {
    data: { token: 'token-0123456789', userInfo: { ...USER, shopUserStatus: 1, roleLevel: 20 } },
  };
  location.hash = '#/pages/login/index';
  await logIn(askedFor);
  assert.is(location.hash, '#/pages/bankCard/index');
});

test('a double tap logs in once, 登录中 meanwhile; a wrong code toasts and is shown under the field', async () => {
  api.routes['/api/user/loginH5'] = { code: 400, message: '验证码错误，请重新获取', data: { field: 'code' } };
  const { container, unmount } = page();
  type(input(container, 'mobile'), '13800000001');
  type(input(container, 'code'), '123456');
  (container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
  fire(container.querySelector('input[type=checkbox]')!, 'change');
  submitTwice(container);
  assert.is(container.querySelector('button[type=submit]')?.textContent, '登录中...');
  for (let i = 0; i < 100 && !api.toasts.length; i++) await flush(10);
  await flush();
  assert.is(api.count('/api/user/loginH5'), 1);
  assert.equal(api.toasts, ['验证码错误，请重新获取']);
  assert.is(
    input(container, 'code').closest('.ui-field')?.querySelector('.ui-field__error')?.textContent,
    '验证码错误，请重新获取',
  );
  assert.is(container.querySelector('button[type=submit]')?.textContent, '登录');
  assert.is(token.value, '');
  unmount();
});

test.run();
