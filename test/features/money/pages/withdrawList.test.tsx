// 提现记录: every status has its tab (待审核 too, not only under 全部), named as the record's badge
// reads (打款失败 on both, not 失败 on the tab).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WithdrawListPage from '../../../../src/features/money/pages/withdrawList/index';
import { token } from '../../../../src/app/state/session';
import { flush } from '../../../render';
import { fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';

const LIST = '/api/userWallet/myWithDrawalRecordH5';
const record = (id: number, status: number) => ({
  id,
  amountFen: 20000,
  feeFen: 120,
  actualFen: 19880,
  bankName: '工商银行',
  cardTail: '1234',
  status,
  reason: status >= 3 ? '信息有误' : '',
  createdAt: '2026-11-25 10:00:00',
  paidAt: status === 2 ? '2026-11-25 12:00:00' : null,
});
let api: FakeApi;

test.before.each(() => {
  token.value = 't-records';
  api = fakeApi({
    [LIST]: { data: { list: [0, 1, 2, 3, 4].map((s) => record(s + 1, s)), total: 5, pageNum: 1, pageSize: 10 } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

async function shown(url: string) {
  const view = renderAt(url, <WithdrawListPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('.wd-item'); i++) await flush(5);
  return view;
}
const texts = (c: Element, selector: string) => [...c.querySelectorAll(selector)].map((e) => e.textContent);

test('each status a record can show is a tab of the same word', async () => {
  const { container, unmount } = await shown('/pages/withdrawList/index');
  const tabs = texts(container, '[role=tab]');
  assert.equal(tabs, ['全部', '待审核', '审核中', '已到账', '已驳回', '打款失败']);
  const badges = texts(container, '.wd-item__status');
  assert.equal(badges, ['待审核', '审核中', '已到账', '已驳回', '打款失败']);
  unmount();
});

test('the 待审核 tab asks for the submitted withdrawals (status 0)', async () => {
  const { container, unmount } = await shown('/pages/withdrawList/index?status=0');
  const selected = container.querySelector('[role=tab][aria-selected=true]');
  assert.is(selected?.textContent, '待审核');
  assert.equal(api.calls.find((c) => c.path === LIST)?.body, { pageNum: 1, pageSize: 10, status: 0 });
  unmount();
});

test.run();
