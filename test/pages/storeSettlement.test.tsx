// 门店收益结算: 结算到钱包 asks once, then settles once per tap through useSubmit; a refusal toasts the
// server's message and the retry replays the key kept for this store's unfinished settlement.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import StoreSettlementPage from '../../src/pages/storeSettlement/index';
import { DialogHost } from '../../src/ui/dialog';
import { token } from '../../src/state/session';
import { act, flush, render } from '../render';
import { AtUrl, fakeApi, type FakeApi } from './fake-api';

const SETTLE = '/api/store/settleH5';
const STORE = {
  id: 4,
  name: '洁衣坊·湖滨银泰店',
  address: '杭州市上城区',
  lat: null,
  lng: null,
  contact: '王丽',
  mobile: '13800000004',
  photos: [],
  licenseUrl: '',
  sharePercent: 30,
  status: 2,
  activatedAt: '2026-10-01 10:00:00',
};
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

async function settlementPage() {
  const host = render(<DialogHost />);
  const view = render(
    <AtUrl url="/pages/storeSettlement/storeSettlement?id=4">
      <StoreSettlementPage />
    </AtUrl>,
  );
  for (let i = 0; i < 50 && !settleButton(view.container); i++) await flush(5);
  return {
    view,
    unmount: () => {
      view.unmount();
      host.unmount();
    },
  };
}
const settleButton = (c: Element) => [...c.querySelectorAll('button')].find((b) => b.textContent === '结算到钱包');
const dialogs = () => document.querySelectorAll('[role="dialog"]');
async function confirmIt() {
  const ok = [...dialogs()[0].querySelectorAll('button')].find((b) => b.textContent === '结算')!;
  act(() => ok.click());
  for (let i = 0; i < 20 && api.count(SETTLE) === 0; i++) await flush(5);
  await flush(5);
}

test('a double tap asks once and settles once; the button is pending meanwhile', async () => {
  const { view, unmount } = await settlementPage();
  const button = settleButton(view.container)!;
  act(() => {
    button.click();
    button.click();
  });
  await flush();
  assert.is(dialogs().length, 1, 'one question');
  assert.match(dialogs()[0].textContent || '', '2 笔订单收益共 36.00 元');
  assert.ok(button.disabled, 'pending while the question is open');
  await confirmIt();
  assert.is(api.count(SETTLE), 1);
  assert.match(view.container.textContent || '', '已结算 36.00 元');
  unmount();
});

test('a refusal toasts the server message; settling again replays the same key', async () => {
  api.routes[SETTLE] = { code: 500, message: '结算服务繁忙，请稍后重试' };
  const { view, unmount } = await settlementPage();
  act(() => settleButton(view.container)!.click());
  await flush();
  await confirmIt();
  assert.equal(api.toasts, ['结算服务繁忙，请稍后重试']);
  const first = api.calls.find((c) => c.path === SETTLE)!;
  assert.ok(first.key, 'the settlement carries an Idempotency-Key');
  assert.match(sessionStorage.getItem('intent:settle:4') || '', first.key!, 'kept for a retry after a reload');

  api.routes[SETTLE] = { data: { storeId: 4, amountFen: 3600, orderCount: 2, balanceFen: 103600 } };
  act(() => settleButton(view.container)!.click());
  await flush();
  await confirmIt();
  const calls = api.calls.filter((c) => c.path === SETTLE);
  assert.is(calls.length, 2);
  assert.is(calls[1].key, first.key, 'the retry replays the first key');
  assert.is(sessionStorage.getItem('intent:settle:4'), null, 'a finished settlement is forgotten');
  unmount();
});

test('declining the question sends nothing', async () => {
  const { view, unmount } = await settlementPage();
  act(() => settleButton(view.container)!.click());
  await flush();
  const cancel = [...dialogs()[0].querySelectorAll('button')].find((b) => b.textContent === '取消')!;
  act(() => cancel.click());
  await flush(10);
  assert.is(api.count(SETTLE), 0);
  assert.not.ok(settleButton(view.container)!.disabled, 'ready for another tap');
  unmount();
});

test.run();
