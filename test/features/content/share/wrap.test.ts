// The poster's text wrapping: by character within the width, newlines kept, at most 3 lines with
// an ellipsis on the last when the text goes on, and no line starting with closing punctuation or
// ending with an opening bracket (a poster line starting with ， reads as broken).
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

test('a comma due at the start of a line takes the character before it along', () => {
  assert.equal(wrapText('专业洗护上，门取送', 5, measure, 3), ['专业洗护', '上，门取送']);
});

test('no line starts with any closing mark, even two in a row', () => {
  const lines = wrapText('今天洗护好。」明天再来，好吗？谢谢', 6, measure, 4);
  assert.equal(lines, ['今天洗护', '好。」明天再', '来，好吗？谢', '谢']);
  for (const l of lines.slice(1)) assert.not.match(l, /^[，。、；：？！）」』】》]/, l);
});

test('an opening bracket is not left at the end of a line', () => {
  assert.equal(wrapText('洗护上门取《送》', 5, measure, 3), ['洗护上门取', '《送》']);
  assert.equal(wrapText('洗护上门《取送》', 5, measure, 3), ['洗护上门', '《取送》']);
});

test('every line of a long material text breaks by the rules', () => {
  const text =
    '洁衣坊专业洗护，上门取送，七十二小时洗好送回。衣物、鞋子、窗帘都能洗；新用户首单八折！欢迎咨询（全国包邮）。';
  const lines = wrapText(text, 7, measure, 20);
  assert.is(lines.join(''), text, 'nothing lost or added');
  for (const l of lines) {
    assert.ok(measure(l) <= 7, l);
    assert.not.match(l, /^[，。、；：？！）」』】》]/, l);
    assert.not.match(l, /[（「『【《]$/, l);
  }
});

test.run();
