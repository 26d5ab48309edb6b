// 名下洗护卡: the summary and the cards both failing are one failure, whose 重新加载 loads both
// (not two failure blocks, one on the teal card and one under the tabs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WashCardPage from '../../../../src/features/team/pages/washCard/index';
import { token, userInfo } from '../../../../src/app/state/session';
import type { User } from '../../../../src/api/types';
import { flush, fire } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const FAILED = { code: 500, message: '服务器开小差了' };
const SUMMARY = { data: { total: 1, unused: 1, used: 0, expired: 0 } };
const CARD = {
  id: 1,
  name: '年度洗护会员卡',
  cardNo: 'XC20261023880962',
  status: 'unused',
  boughtAt: '2026-10-23T02:00:00.000Z',
  expireAt: '2027-10-23T02:00:00.000Z',
};
const RECORD = { data: { list: [CARD], total: 1, pageNum: 1, pageSize: 10 } };
let api: FakeApi;

test.before.each(() => {
  token.value = 'token-0123456789';
  userInfo.value = { id: 1001, nickname: '张伟' } as User;
  api = fakeApi({ '/api/user/myWashCardSummary': FAILED, '/api/user/myWashCardRecord': FAILED });
});
test.after.each(() => api.restore());

test('both failing: one failure, and its 重新加载 brings back the summary and the cards', async () => {
  const { container, unmount } = renderAt('/pages/washCard/index', <WashCardPage />);
  await flush(20);
  const failures = container.querySelectorAll('.ui-load-failed');
  assert.is(failures.length, 1);
  api.routes['/api/user/myWashCardSummary'] = SUMMARY;
  api.routes['/api/user/myWashCardRecord'] = RECORD;
  fire(failures[0].querySelector('button')!, 'click');
  await flush(20);
  assert.is(container.querySelectorAll('.ui-load-failed').length, 0);
  assert.match(container.querySelector('.wash-sum')?.textContent || '', '未使用1');
  assert.match(container.textContent || '', 'XC20261023880962');
  unmount();
});

test('the summary alone failing says so on its card, with its own 重新加载', async () => {
  api.routes['/api/user/myWashCardRecord'] = RECORD;
  const { container, unmount } = renderAt('/pages/washCard/index', <WashCardPage />);
  await flush(20);
  const failed = container.querySelector('.wash-sum .ui-load-failed');
  assert.match(failed?.textContent || '', '概况加载失败：服务器开小差了');
  assert.match(container.textContent || '', 'XC20261023880962');
  unmount();
});

test.run();
