// The masks every screen, the mock server and the seed share: the values are written out here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardTail, maskedCardNo, maskIdCard, maskMobile, maskName } from '../../src/lib/mask';

test('an ID card shows its first 4 and last 4 characters', () => {
  assert.is(maskIdCard('11010519491231002X'), '1101**********002X');
  assert.is(maskIdCard('330106198211252491'), '3301**********2491');
  assert.is(maskIdCard('1234'), '1234');
});

test('a mobile shows its first 3 and last 4 digits; anything else is left as it is', () => {
  assert.is(maskMobile('13800000001'), '138****0001');
  assert.is(maskMobile('1380000'), '1380000');
});

test('a card is known by its last 4 digits', () => {
  assert.is(cardTail('6222021234567890123'), '0123');
  assert.is(maskedCardNo('0123'), '**** **** **** 0123');
});

test('a name keeps its first character', () => {
  assert.is(maskName('张三'), '张*');
  assert.is(maskName(''), '');
});

test.run();
