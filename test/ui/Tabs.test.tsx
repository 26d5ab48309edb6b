import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Tabs } from '../../src/ui/Tabs';
import { render, act, until } from '../render';

function Filter() {
  const [active, setActive] = useState('all');
  return (
    <Tabs
      tabs={[
        { key: 'all', title: '全部' },
        { key: 'in', title: '收入' },
        { key: 'out', title: '支出' },
      ]}
      active={active}
      onChange={setActive}
    />
  );
}
const tabs = (c: HTMLElement) => [...c.querySelectorAll('[role="tab"]')] as HTMLButtonElement[];
const selected = (c: HTMLElement) => tabs(c).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

test('a tablist; a tap selects; only the selected tab is in the tab order', () => {
  const { container, unmount } = render(<Filter />);
  assert.ok(container.querySelector('[role="tablist"]'));
  assert.is(selected(container), '全部');
  act(() => tabs(container)[2].click());
  assert.is(selected(container), '支出');
  assert.equal(
    tabs(container).map((t) => t.tabIndex),
    [-1, -1, 0],
  );
  unmount();
});

test('arrow keys move the selection round, with the focus', () => {
  const { container, unmount } = render(<Filter />);
  const key = (k: string) =>
    act(() => {
      container
        .querySelector('[role="tablist"]')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    });
  key('ArrowLeft');
  assert.is(selected(container), '支出', 'from the first, left goes to the last');
  assert.is(document.activeElement, tabs(container)[2]);
  key('ArrowRight');
  assert.is(selected(container), '全部');
  unmount();
});

test('a tap marks its tab in the frame it paints; the page is told after that frame', async () => {
  const told: string[] = [];
  const { container, unmount } = render(
    <Tabs
      tabs={[
        { key: 'all', title: '全部' },
        { key: 'in', title: '收入' },
      ]}
      active="all"
      onChange={(k) => told.push(k)}
    />,
  );
  act(() => tabs(container)[1].click());
  const atFrame: string[][] = [];
  requestAnimationFrame(() => atFrame.push([...told]));
  assert.is(selected(container), '收入', 'marked at once');
  await until(() => told.length > 0);
  assert.equal(atFrame, [[]], 'the page was not told before the frame');
  assert.equal(told, ['in']);
  assert.is(selected(container), '全部', 'a page that keeps its tab has the last word');
  unmount();
});

test.run();
