import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AmountInput } from '../../src/ui/AmountInput';
import { render, type } from '../render';

function setup(value?: string) {
  const changes: [number | null, string][] = [];
  const r = render(<AmountInput label="提现金额" value={value} onChange={(fen, text) => changes.push([fen, text])} />);
  return { ...r, input: r.container.querySelector('input')!, changes };
}

test('emits integer fen for what is typed', () => {
  const { input, changes, unmount } = setup();
  type(input, '12');
  type(input, '12.3');
  type(input, '12.34');
  type(input, '0.07');
  type(input, '');
  assert.equal(changes, [
    [1200, '12'],
    [1230, '12.3'],
    [1234, '12.34'],
    [7, '0.07'],
    [null, ''],
  ]);
  assert.is(input.getAttribute('inputmode'), 'decimal');
  unmount();
});

test('refuses a third decimal, letters, a second dot and leading zeros, keeping the last valid text', () => {
  const { input, changes, unmount } = setup();
  type(input, '12.34');
  for (const bad of ['12.345', '12.34a', '12.3.4', '-1', '012', '1e5']) {
    type(input, bad);
    assert.is(input.value, '12.34', `refuses ${bad}`);
  }
  assert.is(changes.length, 1);
  unmount();
});

test('a lone dot becomes 0. and the amount can be set from outside', () => {
  const { input, changes, rerender, unmount } = setup();
  type(input, '.');
  assert.is(input.value, '0.');
  assert.equal(changes.at(-1), [0, '0.']);
  rerender(<AmountInput label="提现金额" value="88.80" onChange={() => {}} />);
  assert.is(input.value, '88.80');
  unmount();
});

test('the parent echoing what was typed keeps the text; a value from outside replaces it', () => {
  const r = render(<AmountInput label="提现金额" value="" onChange={() => {}} />);
  const input = r.container.querySelector('input')!;
  const parentSends = (v: string) => r.rerender(<AmountInput label="提现金额" value={v} onChange={() => {}} />);
  type(input, '12');
  parentSends('12');
  type(input, '12.3');
  parentSends('12.3');
  assert.is(input.value, '12.3');
  parentSends('10523.00');
  assert.is(input.value, '10523.00');
  r.unmount();
});

test.run();
