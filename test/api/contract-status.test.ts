// One set of words for a signing application's and a contract's status: the app's tabs and the
// mock's messages read the same table, and these are the words users see.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATION_STATUS_NAMES, CONTRACT_STATUS_NAMES } from '../../src/api/contract-status';
import { CONTRACT_TABS } from '../../src/features/signing/contract-status';

test('an application reads 待签约 → 待审核 → 已通过, or 已驳回 / 已忽略', () => {
  assert.equal(APPLICATION_STATUS_NAMES, { 0: '待签约', 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已忽略' });
});

test('a contract reads 待签署, 已签署, 审核中, 已驳回, 已作废', () => {
  assert.equal(CONTRACT_STATUS_NAMES, { 0: '待签署', 1: '已签署', 2: '审核中', 3: '已驳回', 4: '已作废' });
});

test('the contract tabs use the same words, in the order a contract moves', () => {
  assert.equal(
    CONTRACT_TABS.map((t) => t.title),
    ['全部', '待签署', '审核中', '已签署', '已驳回', '已作废'],
  );
});

test.run();
