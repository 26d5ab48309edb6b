import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NavBar } from '../../src/ui/NavBar';
import { render, act } from '../render';

const back = (c: HTMLElement) => c.querySelector('button[aria-label="返回"]') as HTMLButtonElement;

test('title as the heading, right slot, and a custom back', () => {
  let backs = 0;
  const { container, unmount } = render(
    <NavBar title="提现" right={<a href="#/pages/withdrawList/index">记录</a>} onBack={() => backs++} />,
  );
  assert.is(container.querySelector('h1')?.textContent, '提现');
  assert.is(container.querySelector('a')?.textContent, '记录');
  act(() => back(container).click());
  assert.is(backs, 1);
  unmount();
});

test('with no history to go back to, back leads to the earnings centre', () => {
  Object.defineProperty(history, 'length', { configurable: true, get: () => 1 });
  try {
    location.hash = '#/pages/withdraw/index';
    const { container, unmount } = render(<NavBar title="提现" />);
    act(() => back(container).click());
    assert.is(location.hash, '#/pages/index/index');
    unmount();
  } finally {
    delete (history as unknown as Record<string, unknown>).length;
  }
});

test.run();
