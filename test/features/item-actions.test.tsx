// The actions on a list's items submit through useSubmit: deleting a bank card or an address and
// ignoring an application ask once and send once under a double tap; setting the default address
// sends once; a refusal toasts the server's message and the list stays as it was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import AddressManagementPage from '../../src/features/places/pages/addressManagement/index';
import BankCardPage from '../../src/features/money/pages/bankCard/index';
import { Applications } from '../../src/features/team/pages/myTeam/Applications';
import { token } from '../../src/app/state/session';
import { DialogHost } from '../../src/ui/dialog';
import { act, flush, render } from '../render';
import { AtUrl, fakeApi, type FakeApi } from '../helpers/fake-api';
import { answerDialog } from './shops/pages/store-kit';
import { APPLICATION } from './signing/application-fixture';

const page = (items: number) => ({ total: items, pageNum: 1, pageSize: 20 });
const CARD = { id: 3, bankCode: 'ICBC', bankName: '工商银行', cardTail: '1234', holderName: '张三', kind: 'personal' };
const ADDRESSES = [1, 2].map((id) => ({
  id,
  name: `收件人${id}`,
  mobile: '13800000001',
  province: '浙江省',
  city: '杭州市',
  district: '上城区',
  detail: `湖滨路 ${id} 号`,
  lat: null,
  lng: null,
  isDefault: id === 1,
}));
let api: FakeApi;

test.before.each(() => {
  token.value = 't-items';
  api = fakeApi({
    '/api/userBank/userBankListH5': { data: { list: [{ ...CARD, branch: '', isDefault: true }], ...page(1) } },
    '/api/userBank/userCompanyBankListH5': { data: { list: [], ...page(0) } },
    '/api/userBank/supportBank': { data: { list: [], ...page(0) } },
    '/api/address/listH5': { data: { list: ADDRESSES, ...page(2) } },
    '/api/applyIdentity/applyList': { data: { list: [APPLICATION], ...page(1) } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

async function shown(ui: preact.ComponentChild, ready: string) {
  const host = render(<DialogHost />);
  const view = render(<AtUrl url="/pages/x/index">{ui}</AtUrl>);
  for (let i = 0; i < 50 && !view.container.querySelector(ready); i++) await flush(5);
  return {
    container: view.container,
    unmount: () => {
      view.unmount();
      host.unmount();
    },
  };
}
const doubleTap = (el: HTMLElement) =>
  act(() => {
    el.click();
    el.click();
  });
const questions = () => document.querySelectorAll('.ui-dialog').length;
async function until(check: () => unknown) {
  for (let i = 0; i < 40 && !check(); i++) await flush(5);
}

test('我的银行卡: a double tap on 删除 asks once and deletes once; a refusal toasts and keeps the card', async () => {
  const DELETE = '/api/userBank/delUserBankH5';
  api.routes[DELETE] = { code: 500, message: '这张卡有提现在处理中，暂不能删除' };
  const view = await shown(<BankCardPage />, '.bank-card__delete');
  const remove = view.container.querySelector<HTMLButtonElement>('.bank-card__delete')!;
  doubleTap(remove);
  await flush();
  assert.is(questions(), 1, 'one question');
  assert.ok(remove.disabled, 'pending while the question is open');
  answerDialog('删除');
  await until(() => api.toasts.length);
  assert.is(questions(), 0, 'no second question waits');
  assert.is(api.count(DELETE), 1);
  assert.equal(api.toasts, ['这张卡有提现在处理中，暂不能删除']);
  assert.ok(view.container.querySelector('.bank-card'), 'the card stays');
  view.unmount();
});

test('地址管理: 删除 asks once and deletes once; 设为默认 sends once; refusals toast', async () => {
  const DELETE = '/api/address/deleteH5';
  const DEFAULT = '/api/address/setDefaultH5';
  api.routes[DELETE] = { code: 500, message: '地址服务繁忙，请稍后重试' };
  api.routes[DEFAULT] = { code: 500, message: '默认地址设置失败，请稍后重试' };
  const view = await shown(<AddressManagementPage />, '.addr-item');
  const remove = [...view.container.querySelectorAll<HTMLButtonElement>('.addr-item__actions button')].find(
    (b) => b.textContent === '删除',
  )!;
  doubleTap(remove);
  await flush();
  assert.is(questions(), 1, 'one question');
  answerDialog('删除');
  await until(() => api.toasts.length);
  assert.is(questions(), 0, 'no second question waits');
  assert.is(api.count(DELETE), 1);
  assert.equal(api.toasts, ['地址服务繁忙，请稍后重试']);

  const second = view.container.querySelectorAll<HTMLInputElement>('input[type=radio]')[1];
  act(() => {
    second.dispatchEvent(new Event('change', { bubbles: true }));
    second.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await until(() => api.toasts.length > 1);
  assert.is(api.count(DEFAULT), 1);
  assert.equal(api.toasts[1], '默认地址设置失败，请稍后重试');
  assert.is(view.container.querySelectorAll('.addr-item').length, 2, 'the list stays');
  view.unmount();
});

test('申请处理: a double tap on 忽略 asks once and ignores once; a refusal toasts', async () => {
  const IGNORE = '/api/applyIdentity/ignoreApply';
  api.routes[IGNORE] = { code: 500, message: '服务繁忙，请稍后重试' };
  const view = await shown(<Applications open onClose={() => {}} />, '.team-apply');
  const ignore = [...document.querySelectorAll<HTMLButtonElement>('.team-apply button')].find(
    (b) => b.textContent === '忽略',
  )!;
  doubleTap(ignore);
  await flush();
  assert.is(questions(), 1, 'one question');
  answerDialog('忽略');
  await until(() => api.toasts.length);
  assert.is(questions(), 0, 'no second question waits');
  assert.is(api.count(IGNORE), 1);
  assert.equal(api.toasts, ['服务繁忙，请稍后重试']);
  view.unmount();
});

test.run();
