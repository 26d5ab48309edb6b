import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Empty } from '../../src/ui/Empty';
import { render } from '../render';

test('Empty: default text, own text and an action', () => {
  const { container, unmount } = render(<Empty />);
  assert.is(container.textContent, '暂无数据');
  unmount();
  const other = render(
    <Empty text="还没有银行卡">
      <button type="button">添加银行卡</button>
    </Empty>,
  );
  assert.match(other.container.textContent!, '还没有银行卡');
  assert.is(other.container.querySelector('button')?.textContent, '添加银行卡');
  other.unmount();
});

test('Empty: a drawn picture for each kind, the no-data one by default, hidden from screen readers', () => {
  const picture = (el: HTMLElement) => el.querySelector('svg');
  const plain = render(<Empty />);
  const svg = picture(plain.container);
  assert.ok(svg?.classList.contains('ui-ill--empty'), 'the no-data picture by default');
  assert.is(svg?.getAttribute('aria-hidden'), 'true');
  plain.unmount();
  const shapes = new Set<string>();
  for (const kind of ['empty', 'network', 'error', 'success', 'permission'] as const) {
    const { container, unmount } = render(<Empty kind={kind} text="x" />);
    const drawn = picture(container);
    assert.ok(drawn?.classList.contains(`ui-ill--${kind}`), kind);
    assert.ok(drawn!.querySelectorAll('path, circle, rect').length >= 2, `${kind} is drawn, not a blank box`);
    shapes.add(drawn!.innerHTML);
    unmount();
  }
  assert.is(shapes.size, 5, 'five different pictures');
});

test.run();
