import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PullRefresh } from '../../src/ui/PullRefresh';
import { render, act, flush } from '../render';

function touch(el: Element, type: string, y: number) {
  act(() => {
    const e = new Event(type, { bubbles: true, cancelable: true });
    Object.assign(e, { touches: [{ clientY: y }] });
    el.dispatchEvent(e);
  });
}

test('a long pull from the top refreshes once and shows 加载中... meanwhile', async () => {
  let refreshes = 0;
  let finish = () => {};
  const onRefresh = () => {
    refreshes++;
    return new Promise<void>((r) => (finish = r));
  };
  const { container, unmount } = render(
    <PullRefresh onRefresh={onRefresh}>
      <p>列表</p>
    </PullRefresh>,
  );
  const root = container.querySelector('.ui-pull')!;
  touch(root, 'touchstart', 100);
  touch(root, 'touchmove', 150);
  assert.match(container.textContent!, '下拉即可刷新...');
  touch(root, 'touchmove', 230);
  assert.match(container.textContent!, '释放即可刷新...');
  touch(root, 'touchend', 230);
  assert.is(refreshes, 1);
  assert.match(container.textContent!, '加载中...');
  touch(root, 'touchstart', 100);
  touch(root, 'touchmove', 300);
  touch(root, 'touchend', 300);
  assert.is(refreshes, 1, 'no second refresh while one runs');
  await act(async () => finish());
  await flush();
  assert.not.match(container.textContent!, '加载中...');
  unmount();
});

test('a short pull springs back without refreshing', () => {
  let refreshes = 0;
  const { container, unmount } = render(
    <PullRefresh onRefresh={async () => void refreshes++}>
      <p>列表</p>
    </PullRefresh>,
  );
  const root = container.querySelector('.ui-pull')!;
  touch(root, 'touchstart', 100);
  touch(root, 'touchmove', 140);
  touch(root, 'touchend', 140);
  assert.is(refreshes, 0);
  assert.is((container.querySelector('.ui-pull__track') as HTMLElement).style.transform, 'translateY(0px)');
  unmount();
});

test.run();
