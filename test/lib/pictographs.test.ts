// The text validators' regular expressions as the old kernels read them (src/lib/validators/clean.ts,
// pictographs.ts): no lookbehind (iOS before 16.4) and, where \p{Extended_Pictographic} does not
// compile (Chromium before 68), the same set as ranges. Both give what the lookbehind pattern gave.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stripInvisible, zeroWidthPattern } from '../../src/lib/validators/clean';
import { EXTENDED_PICTOGRAPHIC } from '../../src/lib/validators/pictographs';

const test = suite('lib: pictographs for the old kernels');

const PROPERTY = /\p{Extended_Pictographic}/u;
const RANGES = new RegExp(`[${EXTENDED_PICTOGRAPHIC}]`, 'u');

/** The set as pictographs.ts writes it, from the property as this Node knows it. */
function rangesOfTheProperty(): string {
  const hex = (c: number) =>
    c < 0x10000 ? `\\u${c.toString(16).toUpperCase().padStart(4, '0')}` : `\\u{${c.toString(16).toUpperCase()}}`;
  const parts: string[] = [];
  for (let c = 0, start = -1; c <= 0x110000; c++) {
    const inSet = c < 0x110000 && PROPERTY.test(String.fromCodePoint(c));
    if (inSet && start < 0) start = c;
    if (!inSet && start >= 0) {
      parts.push(
        start === c - 1 ? hex(start) : start === c - 2 ? hex(start) + hex(c - 1) : `${hex(start)}-${hex(c - 1)}`,
      );
      start = -1;
    }
  }
  return parts.join('');
}

test('the ranges are \\p{Extended_Pictographic}, code point by code point', () => {
  const differ: string[] = [];
  for (let c = 0; c < 0x110000; c++) {
    const s = String.fromCodePoint(c);
    if (PROPERTY.test(s) !== RANGES.test(s)) differ.push(c.toString(16));
  }
  assert.equal(differ.slice(0, 10), [], `write pictographs.ts's set anew:\n${rangesOfTheProperty()}\n`);
});

// what clean.ts wrote before, with a lookbehind: the meaning the new patterns keep
const LOOKBEHIND =
  /[\u200B\u200C\u2060\uFEFF\u180E]|(?<!\p{Extended_Pictographic}|\uFE0F|\p{Emoji_Modifier})\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const strip = (pattern: RegExp, text: string) => text.replace(pattern, '$1');

const CASES: [string, string][] = [
  ['张\u200B三\u200C\uFEFF\u2060', '张三'],
  ['a\u200Db', 'ab'],
  ['👨\u200D👩\u200D👧', '👨\u200D👩\u200D👧'],
  ['❤\uFE0F\u200D🔥', '❤\uFE0F\u200D🔥'],
  ['👍🏽\u200D👍', '👍🏽\u200D👍'],
  ['👨\u200D\u200D👩', '👨👩'],
  ['👨\u200B\u200D👩', '👨👩'],
  ['\u200D👩', '👩'],
  ['👩\u200D', '👩'],
  ['👩\u200Da', '👩a'],
  ['©\u200D®', '©\u200D®'],
];

test('the same inputs give the same text: the lookbehind pattern, the property, the ranges', () => {
  const property = zeroWidthPattern('\\p{Extended_Pictographic}');
  const ranges = zeroWidthPattern(`[${EXTENDED_PICTOGRAPHIC}]`);
  for (const [input, expected] of CASES) {
    assert.is(input.replace(LOOKBEHIND, ''), expected, `lookbehind: ${JSON.stringify(input)}`);
    assert.is(strip(property, input), expected, `property: ${JSON.stringify(input)}`);
    assert.is(strip(ranges, input), expected, `ranges: ${JSON.stringify(input)}`);
    assert.is(stripInvisible(input), expected);
  }
});

test('random text of pictographs, joiners, selectors, skin tones and letters: the same as the lookbehind', () => {
  const alphabet = ['👨', '👩', '❤', '©', '\uFE0F', '🏽', '\u200D', '\u200B', '\uFEFF', 'a', '张', '1', '#'];
  const property = zeroWidthPattern('\\p{Extended_Pictographic}');
  const ranges = zeroWidthPattern(`[${EXTENDED_PICTOGRAPHIC}]`);
  let seed = 40;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < 3000; i++) {
    const input = Array.from({ length: 1 + (next() % 9) }, () => alphabet[next() % alphabet.length]).join('');
    const expected = input.replace(LOOKBEHIND, '');
    assert.is(strip(property, input), expected, JSON.stringify(input));
    assert.is(strip(ranges, input), expected, JSON.stringify(input));
  }
});

test.run();
