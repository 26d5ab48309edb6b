import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { yuanToFen, formatYuan, formatSignedYuan, feeFen } from '../../src/lib/money';

test('yuan text to integer fen without float error', () => {
  assert.is(yuanToFen('0.1'), 10);
  assert.is(yuanToFen('0.29'), 29);
  assert.is(yuanToFen('1.005'), null);
  assert.is(yuanToFen('12.'), 1200);
  assert.is(yuanToFen('19.99'), 1999);
  assert.is(yuanToFen('abc'), null);
  assert.is(yuanToFen('-1'), null);
});

test('formatting at the edge', () => {
  assert.is(formatYuan(123456), '1,234.56');
  assert.is(formatYuan(123456, false), '1234.56');
  assert.is(formatYuan(5), '0.05');
  assert.is(formatYuan(-1999), '-19.99');
  assert.is(formatYuan(undefined), '--');
  assert.is(formatSignedYuan(100), '+1.00');
  assert.is(formatSignedYuan(-100), '-1.00');
});

test('fee rounds up to the fen and respects the minimum', () => {
  assert.is(feeFen(10000, 60, 100), 100);
  assert.is(feeFen(100001, 60, 100), 601);
  assert.is(feeFen(0, 60, 100), 0);
});

test.run();
