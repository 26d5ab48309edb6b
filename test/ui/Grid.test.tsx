import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Grid } from '../../src/ui/Grid';
import { render } from '../render';

test('one link per entry (a button without a link), in the given number of columns', () => {
  const { container, unmount } = render(
    <Grid
      columns={3}
      items={[
        { text: '我的团队', icon: '👥', to: '#/pages/myTeam/index' },
        { text: '提现', icon: '💰', to: '#/pages/withdraw/index' },
        { text: '反馈', icon: '✉', onClick: () => {} },
      ]}
    />,
  );
  const items = container.querySelectorAll('.ui-grid__item');
  assert.is(items.length, 3);
  assert.is(items[0].getAttribute('href'), '#/pages/myTeam/index');
  assert.is(items[1].getAttribute('href'), '#/pages/withdraw/index');
  assert.is(items[2].tagName, 'BUTTON');
  assert.match((container.firstElementChild as HTMLElement).style.gridTemplateColumns, 'repeat(3');
  unmount();
});

test.run();
