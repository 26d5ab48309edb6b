import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toast, ToastHost } from '../../src/ui/toast';
import { render, act } from '../render';
import { installClock } from './clock';

let clock: ReturnType<typeof installClock>;
test.before.each(() => {
  clock = installClock();
});
test.after.each(() => clock.restore());

test('shows the text as a status for 2000 ms by default', async () => {
  const { container, unmount } = render(<ToastHost />);
  act(() => toast('已保存'));
  assert.is(container.querySelector('[role="status"]')?.textContent, '已保存');
  await clock.tick(1999);
  assert.ok(container.querySelector('[role="status"]'));
  await clock.tick(1);
  assert.is(container.querySelector('[role="status"]'), null);
  unmount();
});

test('an error toast is an alert and keeps its own duration', async () => {
  const { container, unmount } = render(<ToastHost />);
  act(() => toast('余额不足', { type: 'error', duration: 3000 }));
  assert.is(container.querySelector('[role="alert"]')?.textContent, '余额不足');
  await clock.tick(2500);
  assert.ok(container.querySelector('[role="alert"]'));
  await clock.tick(500);
  assert.is(container.querySelector('[role="alert"]'), null);
  unmount();
});

test('one toast at a time: a new one replaces the old and gets its full time', async () => {
  const { container, unmount } = render(<ToastHost />);
  act(() => toast('第一条'));
  await clock.tick(1500);
  act(() => toast('第二条'));
  assert.is(container.querySelectorAll('.ui-toast').length, 1);
  assert.is(container.querySelector('.ui-toast')?.textContent, '第二条');
  await clock.tick(1000);
  assert.is(container.querySelector('.ui-toast')?.textContent, '第二条', 'the first timer does not hide the second');
  unmount();
});

test('a loading toast masks taps until closed, and a stale close leaves a newer toast alone', async () => {
  const { container, unmount } = render(<ToastHost />);
  let close = () => {};
  act(() => {
    close = toast.loading('提交中...');
  });
  assert.ok(container.querySelector('.ui-toast-mask'));
  assert.match(container.querySelector('[role="status"]')?.textContent ?? '', '提交中...');
  await clock.tick(60_000);
  assert.ok(container.querySelector('.ui-toast-mask'), 'stays until closed');
  act(() => close());
  assert.is(container.querySelector('.ui-toast'), null);
  act(() => {
    close = toast.loading();
    toast('已提交', { type: 'success' });
  });
  act(() => close());
  assert.is(container.querySelector('.ui-toast')?.textContent, '已提交');
  assert.is(container.querySelector('.ui-toast-mask'), null);
  unmount();
});

test.run();
