// 成员详情 opened without a member id (a cut-short link) says so once, asks nothing and settles:
// its load must not start again on every render (NaN in the hook's deps never equals itself).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import TeamDetailsPage from '../../../../src/features/team/pages/teamDetails/index';
import { flush } from '../../../render';
import { fakeApi, renderAt } from '../../../helpers/fake-api';

test('without an id: 没有找到这位成员, no request, and no render loop', async () => {
  const api = fakeApi({});
  let renders = 0;
  const Counting = () => {
    renders++;
    return <TeamDetailsPage />;
  };
  const view = renderAt('/pages/teamDetails/index', <Counting />);
  await flush(50);
  const settled = renders;
  await flush(50);
  try {
    assert.match(view.container.textContent || '', '没有找到这位成员');
    assert.is(api.calls.length, 0);
    assert.ok(renders === settled, `renders went on: ${settled} then ${renders}`);
  } finally {
    view.unmount();
    api.restore();
  }
});

test.run();
