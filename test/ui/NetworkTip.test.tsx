import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NetworkTip } from '../../src/ui/NetworkTip';
import { render, act } from '../render';

test('shows 网络信号丢失 while offline and hides when back online', () => {
  const { container, unmount } = render(<NetworkTip />);
  assert.is(container.textContent, '');
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  assert.is(container.querySelector('[role="alert"]')?.textContent, '网络信号丢失');
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  assert.is(container.textContent, '');
  unmount();
});

test.run();
