// 我的银行卡 sets the default card (SCREENS.md asks for it): 设为默认
// on a card that is not the default sends setDefaultH5 once, and the badge moves to it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import BankCardPage from '../../../../src/features/money/pages/bankCard/index';
import { token } from '../../../../src/app/state/session';
import { act, flush } from '../../../render';
import { fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';

const SET_DEFAULT = '/api/userBank/setDefaultH5';
const card = (id: number, bankName: string, cardTail: string, isDefault: boolean) => ({
  id,
  bankCode: 'ICBC',
  bankName,
  cardTail,
  holderName: '张三',
  kind: 'personal',
  branch: '',
  isDefault,
});
const A = card(1, '工商银行', '1111', true);
const B = card(2, '招商银行', '2222', false);
const page = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 10 } });
let api: FakeApi;

test.before.each(() => {
  token.value = 't-cards';
  api = fakeApi({
    '/api/userBank/userBankListH5': page([A, B]),
    '/api/userBank/userCompanyBankListH5': page([]),
    '/api/userBank/supportBank': page([]),
    [SET_DEFAULT]: { data: { ...B, isDefault: true } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

const cardNamed = (c: Element, bank: string) =>
  [...c.querySelectorAll('.bank-card')].find((el) =>
    el.querySelector('.bank-card__name')?.textContent?.includes(bank),
  )!;
const setDefaultOf = (el: Element) =>
  [...el.querySelectorAll('button')].find((b) => b.textContent === '设为默认') as HTMLButtonElement | undefined;

test('设为默认 makes another card the default, once under a double tap', async () => {
  const view = renderAt('/pages/bankCard/index', <BankCardPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('.bank-card'); i++) await flush(5);
  assert.not.ok(setDefaultOf(cardNamed(view.container, '工商银行')), 'the default card offers no 设为默认');
  const button = setDefaultOf(cardNamed(view.container, '招商银行'));
  assert.ok(button, 'a card that is not the default offers 设为默认');
  act(() => {
    button!.click();
    button!.click();
  });
  await flush(5);
  assert.is(api.count(SET_DEFAULT), 1);
  assert.equal(api.calls.find((c) => c.path === SET_DEFAULT)?.body, { id: 2 });
  assert.match(cardNamed(view.container, '招商银行').textContent || '', '默认');
  assert.ok(setDefaultOf(cardNamed(view.container, '工商银行')), 'the former default can be chosen again');
  assert.not.ok(setDefaultOf(cardNamed(view.container, '招商银行')));
  view.unmount();
});

test.run();
