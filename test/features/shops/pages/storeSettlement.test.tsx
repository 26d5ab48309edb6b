// 门店收益结算: 结算到钱包 asks once, then settles once per tap through useSubmit; a refusal toasts the
// server's message and the retry replays the key kept for this store's unfinished settlement.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import StoreSettlementPage from '../../../../src/features/shops/pages/storeSettlement/index';
import { token } from '../../../../src/app/state/session';
import { act, flush } from '../../../render';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { STORE, answerDialog, storePage } from './store-kit';

const SETTLE = '/api/store/settleH5';
const UNSETTLED = {
  storeId: 4,
  orderCount: 2,
  amountFen: 3600,
  orders: [{ orderNo: 'W1', amountFen: 12000, shareFen: 3600, createdAt: '2026-11-20 10:00:00' }],
};
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  token.value = 't-store';
  api = fakeApi({
    '/api/store/detailH5': { data: STORE },
    '/api/store/unsettledH5': { data: UNSETTLED },
    [SETTLE]: { data: { storeId: 4, amountFen: 3600, orderCount: 2, balanceFen: 103600 } },
    '/api/userWallet/userWalletH5': { data: { balanceFen: 103600, withdrawableFen: 3600, frozenFen: 0 } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
  sessionStorage.clear();
});

const settlementPage = () => storePage(StoreSettlementPage, '/pages/storeSettlement/storeSettlement', '结算到钱包');
const dialogs = () => document.querySelectorAll('.ui-dialog');
async function confirmIt() {
  answerDialog('结算');
  for (let i = 0; i < 20 && api.count(SETTLE) === 0; i++) await flush(5);
  await flush(5);
}

test('a double tap asks once and settles once; the button is pending meanwhile', async () => {
  const page = await settlementPage();
  const button = page.button();
  act(() => {
    button.click();
    button.click();
  });
  await flush();
  assert.is(dialogs().length, 1, 'one question');
  assert.match(dialogs()[0].textContent || '', '2 笔订单收益共 36.00 元');
  assert.ok(button.disabled, 'pending while the question is open');
  await confirmIt();
  assert.is(dialogs().length, 0, 'no second question waits');
  assert.is(api.count(SETTLE), 1);
  assert.match(page.container.textContent || '', '已结算 36.00 元');
  page.unmount();
});

test('a refusal toasts the server message; settling again replays the same key', async () => {
  api.routes[SETTLE] = { code: 500, message: '结算服务繁忙，请稍后重试' };
  const page = await settlementPage();
  act(() => page.button().click());
  await flush();
  await confirmIt();
  assert.equal(api.toasts, ['结算服务繁忙，请稍后重试']);
  const first = api.calls.find((c) => c.path === SETTLE)!;
  assert.ok(first.key, 'the settlement carries an Idempotency-Key');
  assert.match(sessionStorage.getItem('intent:settle:4') || '', first.key!, 'kept for a retry after a reload');

  api.routes[SETTLE] = { data: { storeId: 4, amountFen: 3600, orderCount: 2, balanceFen: 103600 } };
  act(() => page.button().click());
  await flush();
  await confirmIt();
  const calls = api.calls.filter((c) => c.path === SETTLE);
  assert.is(calls.length, 2);
  assert.is(calls[1].key, first.key, 'the retry replays the first key');
  assert.is(sessionStorage.getItem('intent:settle:4'), null, 'a finished settlement is forgotten');
  page.unmount();
});

test('declining the question sends nothing', async () => {
  const page = await settlementPage();
  act(() => page.button().click());
  await flush();
  answerDialog('取消');
  await flush(10);
  assert.is(api.count(SETTLE), 0);
  assert.not.ok(page.button().disabled, 'ready for another tap');
  page.unmount();
});

test.run();
