// The kit gallery (/#/dev/ui) shows a component as pages get it first: the calendar's first demo
// is its default, three months from this one (SPEC: Calendar default 3 months).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Lists } from '../../../../../src/features/content/pages/gallery/Lists';
import { render } from '../../../../render';

test('the first calendar demo shows the default three months, from this month', () => {
  const { container, unmount } = render(<Lists />);
  const first = container.querySelector('.ui-cal')!;
  const months = [...first.querySelectorAll('caption')].map((c) => c.textContent);
  const now = new Date();
  const name = (k: number) => {
    const d = new Date(now.getFullYear(), now.getMonth() + k);
    return `${d.getFullYear()}年${d.getMonth() + 1}月`;
  };
  assert.equal(months, [name(0), name(1), name(2)]);
  unmount();
});

test.run();
