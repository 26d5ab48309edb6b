import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Skeleton } from '../../src/ui/Skeleton';
import { render } from '../render';

test('Skeleton: placeholder rows while loading, the content after', () => {
  const { container, rerender, unmount } = render(<Skeleton rows={4} title avatar><p>内容</p></Skeleton>);
  assert.is(container.querySelectorAll('.ui-skeleton i:not([class])').length, 4);
  assert.ok(container.querySelector('.ui-skeleton__avatar'));
  assert.is(container.querySelector('p'), null);
  rerender(<Skeleton loading={false}><p>内容</p></Skeleton>);
  assert.is(container.textContent, '内容');
  unmount();
});

test.run();
