import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Skeleton } from '../../src/ui/Skeleton';
import { render } from '../render';

test('Skeleton: the asked rows, with a title bar and an avatar when asked, marked busy and read as 加载中', () => {
  const { container, unmount } = render(<Skeleton rows={4} title avatar />);
  assert.is(container.querySelectorAll('.ui-skeleton i:not([class])').length, 4);
  assert.ok(container.querySelector('.ui-skeleton__title'));
  assert.ok(container.querySelector('.ui-skeleton__avatar'));
  assert.is(container.querySelector('.ui-skeleton')?.getAttribute('aria-busy'), 'true');
  assert.is(container.textContent, '加载中', 'a reader hears what it is, not empty bars');
  unmount();
  const plain = render(<Skeleton />);
  assert.is(plain.container.querySelectorAll('.ui-skeleton i').length, 3);
  assert.is(plain.container.querySelector('.ui-skeleton__title'), null, 'no title bar unless asked');
  assert.is(plain.container.querySelector('.ui-skeleton__avatar'), null, 'no avatar unless asked');
  plain.unmount();
});

test.run();
