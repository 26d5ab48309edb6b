import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { NumberBox } from '../../src/ui/NumberBox';
import { render, act, type } from '../render';

let changes: number[] = [];
function Share({ min, max }: { min?: number; max?: number }) {
  const [value, setValue] = useState(5);
  return (
    <NumberBox label="收益比例" value={value} min={min} max={max} onChange={(n) => changes.push(n) && setValue(n)} />
  );
}
const parts = (c: HTMLElement) => {
  const [minus, plus] = [...c.querySelectorAll('button')] as HTMLButtonElement[];
  return { minus, plus, input: c.querySelector('[role="spinbutton"]') as HTMLInputElement };
};
const leave = (el: HTMLInputElement) =>
  act(() => {
    el.focus();
    el.blur();
  });

test.before.each(() => {
  changes = [];
});

test('a spinbutton with its range; − and + step and stop at the ends (minimum 1 by default)', () => {
  const { container, unmount } = render(<Share max={6} />);
  const { minus, plus, input } = parts(container);
  assert.is(input.getAttribute('aria-valuemin'), '1');
  assert.is(input.getAttribute('aria-valuemax'), '6');
  assert.is(input.getAttribute('aria-valuenow'), '5');
  assert.is(input.getAttribute('inputmode'), 'numeric');
  act(() => plus.click());
  assert.is(input.getAttribute('aria-valuenow'), '6');
  assert.ok(plus.disabled, '+ stops at the maximum');
  for (let i = 0; i < 8; i++) act(() => minus.click());
  assert.is(input.value, '1');
  assert.ok(minus.disabled, '− stops at the minimum');
  assert.equal(changes, [6, 5, 4, 3, 2, 1]);
  unmount();
});

test('typing above the maximum clamps at once; letters are dropped', () => {
  const { container, unmount } = render(<Share max={100} />);
  const { input } = parts(container);
  type(input, '250');
  assert.is(input.value, '100');
  type(input, '4a2');
  assert.is(input.value, '42');
  assert.equal(changes, [100, 42]);
  unmount();
});

test('typing below the minimum, or nothing, clamps when the field is left', () => {
  const { container, unmount } = render(<Share min={10} max={100} />);
  const { input } = parts(container);
  type(input, '3');
  assert.is(input.value, '3', 'left alone while typing (30 may be on its way)');
  leave(input);
  assert.is(input.value, '10');
  type(input, '');
  leave(input);
  assert.is(input.value, '10');
  assert.is(input.getAttribute('aria-valuenow'), '10');
  unmount();
});

test('arrow keys step the value', () => {
  const { container, unmount } = render(<Share />);
  const { input } = parts(container);
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
  });
  assert.is(input.getAttribute('aria-valuenow'), '6');
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });
  assert.is(input.getAttribute('aria-valuenow'), '5');
  unmount();
});

test.run();
