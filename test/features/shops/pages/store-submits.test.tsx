// 设置收益, 门店激活 and 上传门店资料 submit through useSubmit: a double tap sends one request (激活
// asks once), the button shows it is under way, and a refusal toasts the server's message.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import SetEarningsPage from '../../../../src/features/shops/pages/setEarnings/index';
import StoreActivePage from '../../../../src/features/shops/pages/storeActive/index';
import StoreInfoPage from '../../../../src/features/shops/pages/storeInfo/index';
import { token } from '../../../../src/app/state/session';
import { ToastHost } from '../../../../src/ui/toast';
import { act, flush, render } from '../../../render';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { STORE, answerDialog, storePage } from './store-kit';

let api: FakeApi;

test.before.each(() => {
  token.value = 't-store';
  api = fakeApi({ '/api/store/detailH5': { data: STORE } });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

const doubleTap = (button: HTMLButtonElement) =>
  act(() => {
    button.click();
    button.click();
  });

test('设置收益: a double tap saves once, 保存中 meanwhile; a refusal toasts', async () => {
  const SAVE = '/api/store/setEarningsH5';
  api.routes[SAVE] = { data: { ...STORE, sharePercent: 31 } };
  const page = await storePage(SetEarningsPage, '/pages/setEarnings/setEarnings', '保存');
  act(() => (page.container.querySelector('button[aria-label^="增加"]') as HTMLButtonElement).click());
  const save = page.button();
  doubleTap(save);
  assert.is(save.textContent, '保存中...');
  await flush(5);
  assert.is(api.count(SAVE), 1);
  assert.equal(api.calls.find((c) => c.path === SAVE)?.body, { id: 4, sharePercent: 31 });

  api.routes[SAVE] = { code: 500, message: '服务繁忙，请稍后重试' };
  act(() => (page.container.querySelector('button[aria-label^="增加"]') as HTMLButtonElement).click());
  doubleTap(page.button());
  await flush(5);
  assert.is(api.count(SAVE), 2);
  assert.ok(api.toasts.includes('服务繁忙，请稍后重试'));
  page.unmount();
});

test('门店激活: a double tap asks once and activates once; a refusal toasts', async () => {
  const ACTIVATE = '/api/store/activateH5';
  api.routes[ACTIVATE] = { code: 500, message: '激活服务繁忙，请稍后重试' };
  const page = await storePage(StoreActivePage, '/pages/storeActive/storeActive', '激活');
  const activate = page.button();
  doubleTap(activate);
  await flush();
  assert.is(document.querySelectorAll('.ui-dialog').length, 1, 'one question');
  assert.is(activate.textContent, '激活中...');
  answerDialog('激活');
  for (let i = 0; i < 20 && !api.toasts.length; i++) await flush(5);
  assert.is(document.querySelectorAll('.ui-dialog').length, 0, 'no second question waits');
  assert.is(api.count(ACTIVATE), 1);
  assert.equal(api.toasts, ['激活服务繁忙，请稍后重试']);
  assert.not.ok(page.button().disabled, 'ready for another try');
  page.unmount();
});

test('门店激活: once activated, the page says so once, where the partner looks, not in a toast too', async () => {
  const ACTIVATE = '/api/store/activateH5';
  api.routes[ACTIVATE] = { data: { ...STORE, status: 3 } };
  const toasts = render(<ToastHost />);
  const page = await storePage(StoreActivePage, '/pages/storeActive/storeActive', '激活');
  act(() => page.button().click());
  await flush();
  answerDialog('激活');
  for (let i = 0; i < 20 && !document.body.textContent?.includes('可以开始营业'); i++) await flush(5);
  const said = document.body.textContent?.match(/门店已激活/g) ?? [];
  assert.is(said.length, 1, document.body.textContent ?? '');
  assert.is(page.container.querySelector('[role="status"]')?.textContent, '门店已激活，可以开始营业。');
  page.unmount();
  toasts.unmount();
});

test('上传门店资料: a double tap resubmits once, 提交中 meanwhile; a refusal toasts', async () => {
  const RESUBMIT = '/api/store/uploadInfoH5';
  api.routes['/api/store/detailH5'] = { data: { ...STORE, status: 4, reason: '照片模糊' } };
  api.routes[RESUBMIT] = { code: 500, message: '审核服务繁忙，请稍后重试' };
  const page = await storePage(StoreInfoPage, '/pages/storeInfo/storeInfo', '重新提交');
  const send = page.button();
  doubleTap(send);
  assert.is(send.textContent, '提交中...');
  await flush(5);
  assert.is(api.count(RESUBMIT), 1);
  assert.equal(api.calls.find((c) => c.path === RESUBMIT)?.body, {
    id: 4,
    licenseUrl: '/uploads/licence.jpg',
    photos: ['/uploads/front.jpg'],
  });
  assert.equal(api.toasts, ['审核服务繁忙，请稍后重试']);
  page.unmount();
});

test.run();
