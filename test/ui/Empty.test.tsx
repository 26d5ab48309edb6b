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

test.run();
