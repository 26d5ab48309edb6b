import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Rate } from '../../src/ui/Rate';
import { render, act } from '../render';

function Stars({ readOnly }: { readOnly?: boolean }) {
  const [value, setValue] = useState(3);
  return <Rate value={value} onChange={setValue} readOnly={readOnly} label="服务评分" />;
}
const radios = (c: HTMLElement) => [...c.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
const checked = (c: HTMLElement) => radios(c).findIndex((r) => r.checked) + 1;
const lit = (c: HTMLElement) => c.querySelectorAll('.ui-rate__on').length;

// (the arrow keys and Tab of a radio group are the browser's own: test/browser/gallery.test.ts)
test('5 stars as one group of radio inputs named 1星 to 5星; a tap picks and lights the stars up to it', () => {
  const { container, unmount } = render(<Stars />);
  assert.is(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label'), '服务评分');
  assert.equal(
    radios(container).map((r) => r.getAttribute('aria-label')),
    ['1星', '2星', '3星', '4星', '5星'],
  );
  assert.is(new Set(radios(container).map((r) => r.name)).size, 1, 'one group: one name');
  assert.is(checked(container), 3);
  assert.is(lit(container), 3);
  act(() => radios(container)[4].click());
  assert.is(checked(container), 5);
  assert.is(lit(container), 5);
  unmount();
});

test('read-only: the radios are disabled and taps change nothing', () => {
  const { container, unmount } = render(<Stars readOnly />);
  assert.is(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-readonly'), 'true');
  assert.ok(radios(container).every((r) => r.disabled));
  act(() => radios(container)[0].click());
  assert.is(checked(container), 3);
  assert.is(lit(container), 3);
  unmount();
});

test.run();
