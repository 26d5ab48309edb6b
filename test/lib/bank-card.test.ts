// The card numbers that can be bound, as the add-card page and the mock server both decide (the
// bank guessed from a BIN is tested through the page, test/features/money/pages/addBankCard.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bankCardNumber, luhnCheckDigit, luhnVerdict } from '../../src/lib/bank-card';

test('Luhn must pass, except for a 62… (UnionPay) number, where a failure only warns', () => {
  assert.is(luhnVerdict('4111111111111111'), 'ok');
  assert.is(luhnVerdict('4111111111111112'), 'error');
  assert.is(luhnVerdict('6222021234567890127'), 'warn');
});

test('a number that can be bound: the shape first, then Luhn', () => {
  assert.is(bankCardNumber('4111 1111 1111 1111'), null);
  assert.is(bankCardNumber('4111111111111112'), '银行卡号校验未通过，请核对后重新输入');
  assert.is(bankCardNumber('6222021234567890127'), null);
  assert.is(bankCardNumber('41111111'), '银行卡号应为16至19位数字');
  assert.is(bankCardNumber(''), '请输入银行卡号');
});

test('the check digit that completes a made-up number', () => {
  assert.is(luhnCheckDigit('411111111111111'), '1');
  assert.is(luhnCheckDigit('622202123456789012'), '8');
});

test.run();
