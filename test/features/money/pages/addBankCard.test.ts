// 添加银行卡's card-number rules: grouping while typing, the Luhn verdict (a warning only for
// UnionPay 62… numbers), and the bank guessed from the number's first digits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cardDigits,
  cardNoError,
  groupCardNo,
  luhnVerdict,
} from '../../../../src/features/money/pages/addBankCard/cardNumber';
import { guessBank } from '../../../../src/features/money/pages/addBankCard/bins';

// 6222020000000000000 passes Luhn; changing the last digit breaks it.
const GOOD_62 = '6222020000000000000';
const BAD_62 = '6222020000000000009';
const BAD_OTHER = '4111111111111112';

test('numbers are grouped by 4, non-digits dropped, at most 19 digits', () => {
  assert.is(groupCardNo('6222021234567890'), '6222 0212 3456 7890');
  assert.is(groupCardNo('6222 02a12-34'), '6222 0212 34');
  assert.is(groupCardNo('62220212345678901234567'), '6222 0212 3456 7890 123');
  assert.is(cardDigits('6222 0212 3456'), '622202123456');
  assert.is(groupCardNo(''), '');
});

test('Luhn: pass, a warning for 62 numbers, an error for others', () => {
  assert.is(luhnVerdict(GOOD_62), 'ok');
  assert.is(luhnVerdict(BAD_62), 'warn');
  assert.is(luhnVerdict(BAD_OTHER), 'error');
  assert.is(luhnVerdict('4111111111111111'), 'ok');
});

test('field error: length first, then a Luhn failure that cannot be overridden', () => {
  assert.is(cardNoError(''), '请输入银行卡号');
  assert.is(cardNoError('6222 0212 3456'), '银行卡号应为16至19位数字');
  assert.is(cardNoError(groupCardNo(BAD_OTHER)), '银行卡号校验未通过，请核对后重新输入');
  assert.is(cardNoError(groupCardNo(BAD_62)), null, 'a 62 failure is a warning, not a field error');
  assert.is(cardNoError(groupCardNo(GOOD_62)), null);
});

test('bank guessed from the BIN of the seed banks', () => {
  assert.equal(guessBank('6222021234567890'), { code: 'ICBC', name: '中国工商银行' });
  assert.equal(guessBank('6225881234567890'), { code: 'CMB', name: '招商银行' });
  assert.is(guessBank('62220'), null);
  assert.is(guessBank('4111111111111111'), null);
});

test.run();
