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

test('5 stars as a radio group; a tap picks; the checked star is the one in the tab order', () => {
  const { container, unmount } = render(<Stars />);
  assert.is(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label'), '服务评分');
  assert.is(radios(container).length, 5);
  assert.is(radios(container)[0].getAttribute('aria-label'), '1星');
  assert.is(new Set(radios(container).map((r) => r.name)).size, 1, 'one group: one name');
  assert.is(checked(container), 3);
  act(() => radios(container)[4].click());
  assert.is(checked(container), 5);
  assert.equal(
    radios(container).map((r) => r.tabIndex),
    [-1, -1, -1, -1, 0],
  );
  unmount();
});

test('arrow keys move the rating and the focus, within 1 to 5', () => {
  const { container, unmount } = render(<Stars />);
  const key = (k: string) =>
    act(() => {
      container
        .querySelector('[role="radiogroup"]')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    });
  key('ArrowRight');
  assert.is(checked(container), 4);
  assert.is(document.activeElement, radios(container)[3]);
  key('ArrowLeft');
  key('ArrowLeft');
  key('ArrowLeft');
  key('ArrowLeft');
  assert.is(checked(container), 1);
  unmount();
});

test('read-only is a picture of the score, named in words, with nothing to tap', () => {
  const { container, unmount } = render(<Stars readOnly />);
  assert.is(radios(container).length, 0);
  assert.is(container.querySelector('[role="img"]')?.getAttribute('aria-label'), '服务评分 3星，满分5星');
  assert.is(container.querySelectorAll('.ui-rate__on').length, 3);
  unmount();
});

test.run();
