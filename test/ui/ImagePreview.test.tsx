import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ImagePreview } from '../../src/ui/ImagePreview';
import { render, act } from '../render';

const IMAGES = ['/a.png', '/b.png', '/c.png'];
const index = () => document.querySelector('.ui-preview p')?.textContent;
const track = () => document.querySelector('.ui-preview button') as HTMLButtonElement;
function swipe(from: number, to: number) {
  const touch = (type: string, x: number) =>
    act(() => {
      const e = new Event(type, { bubbles: true, cancelable: true });
      Object.assign(e, type === 'touchend' ? { changedTouches: [{ clientX: x }] } : { touches: [{ clientX: x }] });
      track().dispatchEvent(e);
    });
  touch('touchstart', from);
  touch('touchend', to);
}

test('opens at the given photo; swipes move between photos and stop at the ends', () => {
  const { unmount } = render(<ImagePreview images={IMAGES} start={1} open onClose={() => {}} />);
  assert.is(index(), '2/3');
  assert.is(document.querySelectorAll('.ui-preview img').length, 3);
  swipe(300, 100);
  assert.is(index(), '3/3');
  swipe(300, 100);
  assert.is(index(), '3/3');
  swipe(100, 300);
  swipe(100, 300);
  swipe(100, 300);
  assert.is(index(), '1/3');
  assert.is(track().style.transform, 'translateX(0%)');
  unmount();
});

test('arrow keys move too; a tap on the photos (a button) closes', () => {
  let closes = 0;
  const { unmount } = render(<ImagePreview images={IMAGES} open onClose={() => closes++} />);
  assert.is(document.activeElement, track(), 'the photos have the focus when it opens');
  assert.is(track().getAttribute('aria-label'), '关闭预览');
  act(() => {
    track().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  });
  assert.is(index(), '2/3');
  act(() => track().click());
  assert.is(closes, 1);
  unmount();
});

test.run();
