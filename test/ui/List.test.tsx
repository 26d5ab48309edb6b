import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { List, usePagedList, type FetchPage, type PagedList } from '../../src/ui/List';
import { online } from '../../src/ui/online';
import { render, act, flush } from '../render';

// A controllable IntersectionObserver: tests decide when the bottom comes into view.
const observers: { cb: IntersectionObserverCallback; margin?: string; live: boolean }[] = [];
const RealIO = globalThis.IntersectionObserver;
class FakeIO {
  entry: (typeof observers)[number];
  constructor(cb: IntersectionObserverCallback, o?: IntersectionObserverInit) {
    this.entry = { cb, margin: o?.rootMargin, live: true };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.live = false;
  }
}
const bottomInView = () =>
  act(() => {
    for (const o of observers.filter((o) => o.live))
      o.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

interface Deferred {
  pageNum: number;
  resolve: (v: { list: number[]; total: number }) => void;
  reject: (e: Error) => void;
}
let calls: Deferred[] = [];
const fetchPage: FetchPage<number> = (pageNum) =>
  new Promise((resolve, reject) => {
    calls.push({ pageNum, resolve, reject });
  });
const page = (n: number, size = 10) => Array.from({ length: size }, (_, i) => (n - 1) * 10 + i);
const answer = async (i: number, list: number[], total: number) => {
  calls[i].resolve({ list, total });
  await flush();
};

/** The list the last rendered Cards holds: a test reloads it as a pull to refresh does. */
let shown: PagedList<number>;
/** A list of cards (of `tab`: another tab is another list), one row a card. */
function Cards({ offset, tab = 'all' }: { offset?: number; tab?: string }) {
  const cards = usePagedList(fetchPage, [tab]);
  shown = cards;
  return (
    <List list={cards} offset={offset} empty={<p class="nothing">暂无洗护卡</p>}>
      {cards.items.map((n) => (
        <div class="row" key={n}>
          {n}
        </div>
      ))}
    </List>
  );
}

const rows = (c: HTMLElement) => c.querySelectorAll('.row').length;
const footer = (c: HTMLElement) => c.querySelector('.ui-list__end')?.textContent;
const retryButton = (c: HTMLElement) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent === '重新加载') as HTMLButtonElement;

test.before.each(() => {
  calls = [];
  observers.length = 0;
  online.value = true;
  (globalThis as Record<string, unknown>).IntersectionObserver = FakeIO;
});
test.after.each(() => {
  (globalThis as Record<string, unknown>).IntersectionObserver = RealIO;
});

test('loads page 1 at once, then the next page when the bottom comes within the offset', async () => {
  const { container, unmount } = render(<Cards offset={20} />);
  assert.equal(
    calls.map((c) => c.pageNum),
    [1],
  );
  assert.is(footer(container), '正在加载...');
  await answer(0, page(1), 25);
  assert.is(rows(container), 10);
  assert.is(footer(container), '加载更多');
  assert.is(observers.at(-1)?.margin, '0px 0px 20px');
  bottomInView();
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2],
  );
  await answer(1, page(2), 25);
  bottomInView();
  await answer(2, page(3, 5), 25);
  assert.is(rows(container), 25);
  assert.is(footer(container), '没有更多了');
  bottomInView();
  assert.is(calls.length, 3, 'nothing more is asked once all are there');
  unmount();
});

test('never two page requests in flight', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  assert.is(observers.at(-1)?.margin, '0px 0px 50px', 'default reach-bottom distance');
  bottomInView();
  bottomInView();
  act(() => (container.querySelector('.ui-list__btn') as HTMLButtonElement | null)?.click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2],
  );
  unmount();
});

test('loadMore called twice before a render still sends one request', async () => {
  let cards: ReturnType<typeof usePagedList<number>> | undefined;
  function Raw() {
    cards = usePagedList(fetchPage, []);
    return null;
  }
  const { unmount } = render(<Raw />);
  await answer(0, page(1), 30);
  act(() => {
    cards!.loadMore();
    cards!.loadMore();
  });
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2],
  );
  unmount();
});

test('a failed page shows why and 重新加载, which asks for the same page again', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  bottomInView();
  calls[1].reject(new Error('后端接口连接异常'));
  await flush();
  assert.is(rows(container), 10, 'what was loaded stays');
  // worded as every failed load is (LoadFailed): what failed, then why
  assert.match(footer(container)!, /^加载失败：后端接口连接异常/);
  act(() => retryButton(container).click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2, 2],
  );
  await answer(2, page(2), 30);
  assert.is(rows(container), 20);
  unmount();
});

test('offline: retry instead of a spinner, and no request is sent', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  assert.is(online.value, false);
  act(() => container.querySelector<HTMLButtonElement>('.ui-list__btn')!.click());
  assert.is(calls.length, 1);
  assert.match(footer(container)!, '网络信号丢失');
  assert.ok(retryButton(container));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  act(() => retryButton(container).click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2],
  );
  unmount();
});

test('an empty list shows the empty slot', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, [], 0);
  assert.is(container.querySelector('.nothing')?.textContent, '暂无洗护卡');
  assert.not.match(container.textContent!, '没有更多了');
  unmount();
});

test('a failed first page shows the error picture, why, and 重新加载', async () => {
  const { container, unmount } = render(<Cards />);
  calls[0].reject(new Error('服务器开小差了'));
  await flush();
  const end = container.querySelector('.ui-list__end')!;
  assert.ok(end.querySelector('svg.ui-ill--error'), 'a picture, not a bare line');
  assert.match(end.textContent!, '服务器开小差了');
  assert.is(end.querySelectorAll('button').length, 1, 'one retry control');
  assert.is(end.querySelector('button')!.textContent, '重新加载');
  act(() => end.querySelector('button')!.click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 1],
  );
  unmount();
});

test('with no empty slot given, an empty list shows the kit’s no-data picture', async () => {
  function Bare() {
    const cards = usePagedList(fetchPage, []);
    return <List list={cards} />;
  }
  const { container, unmount } = render(<Bare />);
  await answer(0, [], 0);
  assert.ok(container.querySelector('svg.ui-ill--empty'));
  assert.match(container.textContent!, '暂无数据');
  unmount();
});

test('reload starts from page 1 and drops answers for the old list', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  bottomInView();
  act(() => {
    shown.reload();
  });
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 2, 1],
  );
  assert.is(rows(container), 10, 'the old rows stay while refreshing');
  await answer(1, page(2), 30);
  assert.is(rows(container), 10, 'the late page 2 of the old list is ignored');
  await answer(2, [100, 101], 2);
  assert.is(rows(container), 2);
  unmount();
});

test('a first load that failed after the list changed (another tab) retries page 1, not the old next page', async () => {
  const { container, rerender, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  rerender(<Cards tab="closed" />);
  calls[1].reject(new Error('服务器开小差了'));
  await flush();
  act(() => container.querySelector<HTMLButtonElement>('.ui-list__end button')!.click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 1, 1],
  );
  await answer(2, page(1), 30);
  assert.is(rows(container), 10, 'the tab’s first page, not "none"');
  unmount();
});

test('a pull to refresh that failed over the old rows retries from page 1 and replaces them', async () => {
  const { container, unmount } = render(<Cards />);
  await answer(0, page(1), 30);
  act(() => {
    shown.reload();
  });
  calls[1].reject(new Error('服务器开小差了'));
  await flush();
  act(() => retryButton(container).click());
  assert.equal(
    calls.map((c) => c.pageNum),
    [1, 1, 1],
  );
  await answer(2, page(1), 30);
  assert.is(rows(container), 10);
  unmount();
});

test.run();
