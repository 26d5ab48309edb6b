// The withdraw pages' own logic: fee and amount received in integer fen, the limits shown under
// the amount, the fee wording, and the draft (with the submit's intent) in sessionStorage.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WithdrawRule } from '../../../../src/api/types';
import { amountProblem, feeText, quote } from '../../../../src/features/money/withdrawForm/rule';
import { clearDraft, readDraft, saveDraft } from '../../../../src/features/money/withdrawForm/draft';
import { canWithdraw } from '../../../../src/features/money/withdrawForm/certified';
import type { User } from '../../../../src/api/types';

const rule: WithdrawRule = { minFen: 1000, feeRateBp: 60, minFeeFen: 100, dailyMaxFen: 5000000, rulesHtml: '' };

test('fee is 0.6 % rounded up to the fen, at least 1.00; received is the rest', () => {
  assert.equal(quote(1000, rule), { feeFen: 100, receivedFen: 900 }); // 6 fen → the 1.00 minimum
  assert.equal(quote(100000, rule), { feeFen: 600, receivedFen: 99400 });
  assert.equal(quote(123457, rule), { feeFen: 741, receivedFen: 122716 }); // 740.742 → 741
  assert.equal(quote(1999999, rule), { feeFen: 12000, receivedFen: 1987999 });
});

test('amounts that cannot be withdrawn say why', () => {
  assert.is(amountProblem(null, rule, 50000), null, 'nothing typed is not an error');
  assert.is(amountProblem(0, rule, 50000), '提现金额必须大于0');
  assert.is(amountProblem(999, rule, 50000), '单笔最低提现 10.00 元');
  assert.is(amountProblem(50001, rule, 50000), '超出可提现金额，最多可提现 500.00 元');
  assert.is(amountProblem(5000001, rule, 9000000), '单日最高提现 50,000.00 元');
  assert.is(amountProblem(1000, rule, 50000), null);
  assert.is(amountProblem(50000, rule, 50000), null, 'all of the withdrawable amount is fine');
});

test('the balance limit is named before the minimum when both fail', () => {
  assert.match(amountProblem(500, rule, 300)!, '超出可提现金额');
});

test('fee wording', () => {
  assert.is(feeText(rule), '手续费 0.6%，最低 1.00 元');
  assert.is(feeText({ ...rule, feeRateBp: 100, minFeeFen: 0 }), '手续费 1%');
  assert.is(feeText({ ...rule, feeRateBp: 25 }), '手续费 0.25%，最低 1.00 元');
});

test('the draft survives in sessionStorage and a corrupt one reads as empty', () => {
  const intent = { fingerprint: '{"amountFen":2000,"bankCardId":3}', key: 'k-2000-3' };
  saveDraft('draft:withdraw', { amountText: '20', cardId: 3, invoiceUrl: null, intent });
  assert.equal(readDraft('draft:withdraw'), { amountText: '20', cardId: 3, invoiceUrl: null, intent });
  clearDraft('draft:withdraw');
  assert.is(readDraft('draft:withdraw').amountText, '');
  sessionStorage.setItem('draft:withdraw', '{not json');
  assert.equal(readDraft('draft:withdraw'), { amountText: '', cardId: null, invoiceUrl: null, intent: null });
});

test('who may withdraw: passed real-name; the enterprise page needs the enterprise kind', () => {
  const user = (certType: User['certType'], certStatus: User['certStatus']) => ({ certType, certStatus }) as User;
  assert.ok(canWithdraw(user('personal', 2), 'personal'));
  assert.not.ok(canWithdraw(user('personal', 1), 'personal'));
  assert.not.ok(canWithdraw(user(null, 0), 'personal'));
  assert.not.ok(canWithdraw(null, 'personal'));
  assert.not.ok(canWithdraw(user('personal', 2), 'company'));
  assert.ok(canWithdraw(user('enterprise', 2), 'company'));
  assert.ok(canWithdraw(user('enterprise', 2), 'personal'));
});

test.run();
