// Where 转账中转 forwards: a route of the table with the rest of the query, linkMini with c, r, s,
// and nothing (its own page) for any other link.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { transferTarget } from '../../../../src/features/shops/pages/oneClickTransfer/target';
import '../../../../src/app/routes'; // the route table marks which pages this build has

test('a path of the route table, with its own query and the rest of the hub query', () => {
  assert.is(transferTarget({ path: '/pages/storeList/storeList' }), '/pages/storeList/storeList');
  assert.is(
    transferTarget({ path: '/pages/storeDetail/storeDetail?id=4', from: 'share' }),
    '/pages/storeDetail/storeDetail?id=4&from=share',
  );
  assert.is(
    transferTarget({ path: encodeURIComponent('/pages/withdraw/index'), amount: '12' }),
    '/pages/withdraw/index?amount=12',
  );
});

test('c, r and s go to 跳转小程序', () => {
  assert.is(transferTarget({ c: 'A1', r: 'B 2', s: '3' }), '/pages/linkMini/linkMini?c=A1&r=B%202&s=3');
});

test('anything else is refused: other sites, unknown pages, login, the hub itself, missing parts', () => {
  for (const q of [
    { path: '//evil.com' },
    { path: 'https://evil.com/pages/index/index' },
    { path: '/\\evil.com' },
    { path: 'javascript:alert(1)' },
    { path: '/pages/nowhere/index' },
    { path: '/pages/login/index' },
    { path: '/pages/oneClickTransfer/oneClickTransfer?path=/pages/index/index' },
    { path: '' },
    { c: '1', r: '2' },
    {},
  ]) {
    assert.is(transferTarget(q), null, JSON.stringify(q));
  }
});

test.run();
