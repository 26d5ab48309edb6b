import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Button } from '../../src/ui/Button';
import { render, act } from '../render';

test('an async onClick makes one tap one action: busy and disabled until it settles', async () => {
  let calls = 0;
  let finish = () => {};
  const { container, unmount } = render(
    <Button
      variant="primary"
      onClick={() => {
        calls++;
        return new Promise<void>((r) => (finish = r));
      }}
    >
      提交
    </Button>,
  );
  const btn = container.querySelector('button')!;
  assert.is(btn.type, 'button', 'never submits a form by accident');
  act(() => btn.click());
  act(() => btn.click());
  assert.is(calls, 1);
  assert.ok(btn.disabled);
  assert.is(btn.getAttribute('aria-busy'), 'true');
  await act(async () => finish());
  assert.not.ok(btn.disabled);
  act(() => btn.click());
  assert.is(calls, 2);
  unmount();
});

test('loading and disabled block taps; loadingText replaces the label', () => {
  let calls = 0;
  const { container, rerender, unmount } = render(
    <Button loading loadingText="提交中..." onClick={() => calls++}>
      提交
    </Button>,
  );
  const btn = container.querySelector('button')!;
  act(() => btn.click());
  assert.is(btn.textContent, '提交中...');
  rerender(
    <Button disabled onClick={() => calls++}>
      提交
    </Button>,
  );
  act(() => btn.click());
  assert.is(calls, 0);
  rerender(<Button onClick={() => calls++}>提交</Button>);
  act(() => btn.click());
  assert.is(calls, 1);
  unmount();
});

test.run();
