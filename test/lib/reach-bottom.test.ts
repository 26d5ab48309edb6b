import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reachedBottom, watchReachBottom } from '../../src/lib/reach-bottom';

test('the bottom is reached within the distance, not before', () => {
  const page = { clientHeight: 667, scrollHeight: 2000 };
  assert.not.ok(reachedBottom({ ...page, scrollTop: 1312 }, 20), '21 px left');
  assert.ok(reachedBottom({ ...page, scrollTop: 1313 }, 20), '20 px left');
  assert.ok(reachedBottom({ ...page, scrollTop: 1333 }, 20), 'at the very end');
  assert.ok(reachedBottom({ ...page, scrollTop: 1283 }, 50), 'another list, its own distance');
});

test('a page shorter than the screen is at its bottom', () => {
  assert.ok(reachedBottom({ scrollTop: 0, clientHeight: 667, scrollHeight: 400 }, 20));
});

test('watchReachBottom calls back on a scroll near the end and stops when unwatched', async () => {
  const el = document.scrollingElement || document.documentElement;
  Object.defineProperty(el, 'scrollHeight', { value: 2000, configurable: true });
  Object.defineProperty(el, 'clientHeight', { value: 667, configurable: true });
  Object.defineProperty(el, 'scrollTop', { value: 1000, configurable: true });
  let reached = 0;
  const stop = watchReachBottom(20, () => reached++);
  try {
    dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 40));
    assert.is(reached, 0);
    Object.defineProperty(el, 'scrollTop', { value: 1320, configurable: true });
    dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 40));
    assert.is(reached, 1);
    stop();
    dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 40));
    assert.is(reached, 1);
  } finally {
    // the document is shared by every suite of the run: a page left scrolled breaks pull to refresh
    stop();
    for (const key of ['scrollHeight', 'clientHeight', 'scrollTop'])
      delete (el as unknown as Record<string, unknown>)[key];
  }
});

test.run();
