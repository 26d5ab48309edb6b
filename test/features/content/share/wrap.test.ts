// The poster's text wrapping: by character within the width, newlines kept, at most 3 lines with
// an ellipsis on the last when the text goes on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wrapText } from '../../../../src/features/content/share/wrap';

// every character is 1 wide, so a width of 5 holds 5 characters
const measure = (s: string) => Array.from(s).length;

test('a short text stays on one line', () => {
  assert.equal(wrapText('洁衣坊洗护', 5, measure, 3), ['洁衣坊洗护']);
});

test('a longer text breaks by character at the width', () => {
  assert.equal(wrapText('专业洗护上门取送七十二', 5, measure, 3), ['专业洗护上', '门取送七十', '二']);
});

test('past 3 lines the third ends in an ellipsis within the width', () => {
  const lines = wrapText('一二三四五六七八九十一二三四五六七八九十', 5, measure, 3);
  assert.is(lines.length, 3);
  assert.equal(lines, ['一二三四五', '六七八九十', '一二三四…']);
  assert.ok(lines.every((l) => measure(l) <= 5));
});

test('exactly 3 full lines need no ellipsis', () => {
  assert.equal(wrapText('一二三四五六七八九十一二三四五', 5, measure, 3), ['一二三四五', '六七八九十', '一二三四五']);
});

test('a newline starts a new line; an emoji is one character', () => {
  assert.equal(wrapText('洗护\n😀取送', 5, measure, 3), ['洗护', '😀取送']);
});

test.run();
