import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { yuanToFen, formatYuan, formatYuanCompact, formatSignedYuan, feeFen } from '../../src/lib/money';

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

test('a compact figure switches to 万 from 10万元 and to 亿 from 1亿元, never rounding up', () => {
  assert.is(formatYuanCompact(9_999_999), '99,999.99');
  assert.is(formatYuanCompact(10_000_000), '10.00万');
  assert.is(formatYuanCompact(123_456_789), '123.45万');
  assert.is(formatYuanCompact(999_999_999_999), '99.99亿');
  assert.is(formatYuanCompact(1_234_567_890_123_456), '123,456.78亿');
  assert.is(formatYuanCompact(-123_456_789), '-123.45万');
  assert.is(formatYuanCompact(undefined), '--');
});

test('fee rounds up to the fen and respects the minimum', () => {
  assert.is(feeFen(10000, 60, 100), 100);
  assert.is(feeFen(100001, 60, 100), 601);
  assert.is(feeFen(0, 60, 100), 0);
});

test.run();
