import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notify, NotifyHost } from '../../src/ui/notify';
import { render, act } from '../render';
import { installClock } from './clock';

test('shows for 3 s; errors (the default) are alerts, other kinds statuses', async () => {
  const clock = installClock();
  try {
    const { container, unmount } = render(<NotifyHost />);
    act(() => notify('网络较慢'));
    assert.is(container.querySelector('.ui-notify[role="alert"]')?.textContent, '网络较慢');
    act(() => notify('已复制', 'success'));
    assert.is(container.querySelector('.ui-notify[role="status"]')?.textContent, '已复制');
    await clock.tick(2999);
    assert.ok(container.querySelector('.ui-notify'));
    await clock.tick(1);
    assert.is(container.querySelector('.ui-notify'), null);
    unmount();
  } finally {
    clock.restore();
  }
});

test.run();
