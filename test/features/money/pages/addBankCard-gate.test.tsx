// 添加银行卡 before the real-name certification has passed (the server would refuse the card in a
// toast only after the form was filled and an SMS code sent): the page says so on arrival, offers no
// field to fill, and leads to 身份认证 with the way back; a certified partner gets the form.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import AddBankCardPage from '../../../../src/features/money/pages/addBankCard/index';
import { token } from '../../../../src/app/state/session';
import { flush } from '../../../render';
import { fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';

const PERSONAL = '/api/user/getUserCertificationH5';
const COMPANY = '/api/user/getCompanyCertificationH5';
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  token.value = 't-add-card';
  location.hash = '';
  api = fakeApi({
    [PERSONAL]: { data: { status: 0 } },
    [COMPANY]: { data: { status: 0 } },
    '/api/userBank/supportBank': { data: { list: [], total: 0, pageNum: 1, pageSize: 0 } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

async function shown(url: string) {
  const view = renderAt(url, <AddBankCardPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('button'); i++) await flush(5);
  return view;
}
const buttonNamed = (c: Element, name: string) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement | undefined;

test('not certified: says so on arrival, nothing to fill, and 去身份认证 leads there and back', async () => {
  const { container, unmount } = await shown('/pages/addBankCard/index');
  assert.match(container.textContent || '', '添加银行卡前请先完成实名认证');
  assert.is(container.querySelectorAll('input').length, 0, 'no field to fill');
  assert.not.ok(buttonNamed(container, '获取验证码'), 'no SMS code to send');
  buttonNamed(container, '去身份认证')!.click();
  assert.is(
    decodeURIComponent(location.hash),
    '#/pages/withdrawalAuth/withdrawalAuth?redirect=/pages/addBankCard/index',
  );
  unmount();
});

test('对公账户 without a passed enterprise certification says so too', async () => {
  const { container, unmount } = await shown('/pages/addBankCard/index?kind=company');
  assert.match(container.textContent || '', '添加对公账户前请先完成企业实名认证');
  assert.is(container.querySelectorAll('input').length, 0);
  unmount();
});

test('certified: the form, with the real name as the holder', async () => {
  api.routes[PERSONAL] = { data: { status: 2, realName: '张伟', idCard: '1101**********002X', faceVerified: true } };
  const { container, unmount } = await shown('/pages/addBankCard/index');
  const holder = container.querySelector('input[name=holder]') as HTMLInputElement;
  assert.is(holder?.value, '张伟');
  assert.ok(buttonNamed(container, '获取验证码'));
  unmount();
});

test.run();
