// The WCAG 2 contrast ratio, against values WebAIM's contrast checker gives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contrast, over, parseColour } from '../../src/lib/contrast';

const ratio = (a: string, b: string) => Math.round(contrast(parseColour(a)!, parseColour(b)!) * 100) / 100;

test('black on white is 21:1, a colour on itself 1:1', () => {
  assert.is(ratio('#000', '#fff'), 21);
  assert.is(ratio('#1456c7', '#1456c7'), 1);
});

test('known pairs', () => {
  assert.is(ratio('#ffffff', '#1677ff'), 4.1);
  assert.is(ratio('#767676', 'rgb(255, 255, 255)'), 4.54);
});

test('see-through colours are painted over what is under them', () => {
  assert.equal(over(parseColour('rgba(255, 255, 255, .5)')!, parseColour('#000')!), {
    r: 127.5,
    g: 127.5,
    b: 127.5,
    a: 1,
  });
  assert.equal(over(parseColour('#fff')!, parseColour('#000')!, 0.2), { r: 51, g: 51, b: 51, a: 1 });
  assert.is(parseColour('red'), null);
});

test.run();
