// The status words of a store and the actions each status allows.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statusOf, storeActions } from '../../../src/features/shops/status';

test('each status reads as the list tabs name it', () => {
  assert.equal(
    [0, 1, 2, 3, 4, 5, 9].map((s) => statusOf(s).text),
    ['已提交', '审核中', '待激活', '已激活', '未通过', '已关闭', '状态未知'],
  );
});

test('approved: 激活 and 设置收益; active: 结算 and 设置收益; refused: 补充资料; others nothing', () => {
  const titles = (status: 0 | 1 | 2 | 3 | 4 | 5) => storeActions({ id: 7, status }).map((a) => `${a.title} ${a.url}`);
  assert.equal(titles(2), ['激活 /pages/storeActive/storeActive?id=7', '设置收益 /pages/setEarnings/setEarnings?id=7']);
  assert.equal(titles(3), [
    '结算 /pages/storeSettlement/storeSettlement?id=7',
    '设置收益 /pages/setEarnings/setEarnings?id=7',
  ]);
  assert.equal(titles(4), ['补充资料 /pages/storeInfo/storeInfo?id=7']);
  for (const s of [0, 1, 5] as const) assert.equal(titles(s), []);
});

test.run();
