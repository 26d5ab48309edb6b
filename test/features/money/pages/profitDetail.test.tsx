// 收益明细's month total: a failed load says nothing about the month (not 0 笔, as if the month had
// no earnings, beside the failure); once the month answers, its count and sum; on a visit again, at
// once with the kept rows (not ¥-- until the fresh answer).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ProfitDetailPage from '../../../../src/features/money/pages/profitDetail/index';
import { token, userInfo } from '../../../../src/app/state/session';
import type { User } from '../../../../src/api/types';
import { flush, fire } from '../../../render';
import { AtUrl, fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const PAGE = { data: { list: [], total: 12, pageNum: 1, pageSize: 10, summary: { totalFen: 1110323 } } };
let api: FakeApi;

test.before.each(() => {
  token.value = 'token-0123456789';
  userInfo.value = { id: 1001, nickname: '张伟' } as User;
  api = fakeApi({ '/api/userWallet/profitDetailH5': { code: 500, message: '服务器开小差了' } });
});
test.after.each(() => api.restore());

test('a failed month shows no count and no sum; the retry shows both', async () => {
  const { container, unmount } = renderAt('/pages/profitDetail/index?month=2026-11', <ProfitDetailPage />);
  await flush(20);
  const total = () => container.querySelector('.earn__total')?.textContent;
  assert.is(total(), '当月收益合计¥--');
  api.routes['/api/userWallet/profitDetailH5'] = PAGE;
  fire(container.querySelector('.ui-load-failed button')!, 'click');
  await flush(20);
  assert.is(total(), '当月收益合计（12 笔）¥11,103.23');
  unmount();
});

test("a visit again shows the month's total with the kept rows at once", async () => {
  api.routes['/api/userWallet/profitDetailH5'] = PAGE;
  const url = '/pages/profitDetail/index?month=2026-11';
  const view = renderAt(url, <ProfitDetailPage />);
  await flush(20);
  view.rerender(null);
  view.rerender(<AtUrl url={url}>{<ProfitDetailPage />}</AtUrl>);
  const total = () => view.container.querySelector('.earn__total')?.textContent;
  assert.is(total(), '当月收益合计（12 笔）¥11,103.23', 'in the first frame');
  await flush(20);
  assert.is(total(), '当月收益合计（12 笔）¥11,103.23');
  view.unmount();
});

test.run();
