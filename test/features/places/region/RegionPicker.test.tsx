// The region picker whose regions failed to load says so once, with the server's reason (not the
// request wrapper's toast, then 地区列表加载失败，请检查网络后重试 for a server error too).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RegionPicker } from '../../../../src/features/places/region/RegionPicker';
import { resetAreaCache } from '../../../../src/features/places/region/areas';
import { ToastHost } from '../../../../src/ui/toast';
import { flush, render } from '../../../render';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';

let api: FakeApi;
test.before.each(() => {
  resetAreaCache();
  api = fakeApi({ '/api/areaCode/areaListH5': { code: 500, message: '服务器开小差了' } });
});
test.after.each(() => api.restore());

test('regions that failed to load: one message, the reason, no 请检查网络; the picker closes', async () => {
  let closed = false;
  const { container, unmount } = render(
    <>
      <RegionPicker open onConfirm={() => {}} onClose={() => (closed = true)} />
      <ToastHost />
    </>,
  );
  await flush(20);
  assert.equal(api.toasts, [], 'not toasted by the request wrapper too');
  assert.is(container.querySelector('[role="alert"]')?.textContent, '地区列表加载失败：服务器开小差了');
  assert.ok(closed);
  unmount();
});

test.run();
