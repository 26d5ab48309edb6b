// One set of words for a withdrawal's status: the badge and the tab of 提现记录 read this table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WITHDRAWAL_STATUS_NAMES } from '../../src/api/status-names';

test('a withdrawal reads 待审核 → 审核中 → 已到账, or 已驳回 / 打款失败', () => {
  assert.equal(WITHDRAWAL_STATUS_NAMES, { 0: '待审核', 1: '审核中', 2: '已到账', 3: '已驳回', 4: '打款失败' });
});

test.run();
