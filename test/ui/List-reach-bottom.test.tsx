// Reach-bottom loading against an observer that behaves as the browser's: it reports the state
// when it starts observing, then only changes, and a busy main thread (a slow phone scrolling a
// long list) may hand over the changes of several frames in one call, oldest first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { List, usePagedList, type FetchPage } from '../../src/ui/List';
import { online } from '../../src/ui/online';
import { render, act, flush } from '../render';

let inView = false;
const live = new Set<IntersectionObserverCallback>();
const entry = (isIntersecting: boolean) => ({ isIntersecting }) as IntersectionObserverEntry;
const report = (cb: IntersectionObserverCallback, states: boolean[]) =>
  cb(states.map(entry), {} as IntersectionObserver);
class BrowserLikeIO {
  constructor(private cb: IntersectionObserverCallback) {}
  observe() {
    live.add(this.cb);
    report(this.cb, [inView]);
  }
  disconnect() {
    live.delete(this.cb);
  }
}
/** The end moves through `states` (frame by frame) and is reported to the observers in one call. */
const scroll = (...states: boolean[]) =>
  act(() => {
    const changed = states.filter((s, i) => s !== (i ? states[i - 1] : inView));
    inView = states[states.length - 1];
    if (changed.length) for (const cb of [...live]) report(cb, states);
  });

let asked: { pageNum: number; resolve: (v: { list: number[]; total: number }) => void }[] = [];
const fetchPage: FetchPage<number> = (pageNum) => new Promise((resolve) => asked.push({ pageNum, resolve }));
const answer = async (i: number, total = 100) => {
  asked[i].resolve({ list: Array.from({ length: 10 }, (_, k) => i * 10 + k), total });
  await flush();
};
const pages = () => asked.map((a) => a.pageNum);

function Members() {
  const members = usePagedList(fetchPage, []);
  return (
    <List list={members} offset={1400}>
      {members.items.map((n) => (
        <div key={n}>{n}</div>
      ))}
    </List>
  );
}

const RealIO = globalThis.IntersectionObserver;
test.before.each(() => {
  asked = [];
  inView = false;
  live.clear();
  online.value = true;
  (globalThis as Record<string, unknown>).IntersectionObserver = BrowserLikeIO;
});
test.after.each(() => {
  (globalThis as Record<string, unknown>).IntersectionObserver = RealIO;
});

test('the end reached and left within one report of a busy phone: the latest state counts', async () => {
  const { unmount } = render(<Members />);
  await answer(0);
  scroll(true, false);
  assert.equal(pages(), [1], 'the end left again asks nothing');
  scroll(true);
  assert.equal(pages(), [1, 2]);
  await answer(1);
  scroll(false);
  scroll(false, true);
  assert.equal(pages(), [1, 2, 3], 'the end came back in the same report that said it left');
  unmount();
});

test('the end still in view when a page lands: the next page loads without another report', async () => {
  const { container, unmount } = render(<Members />);
  await answer(0);
  scroll(true);
  assert.equal(pages(), [1, 2]);
  await answer(1);
  assert.equal(pages(), [1, 2, 3]);
  await answer(2);
  assert.equal(pages(), [1, 2, 3, 4]);
  scroll(false);
  await answer(3);
  assert.equal(pages(), [1, 2, 3, 4], 'the end out of view: no more until the partner scrolls');
  assert.is(container.querySelector('.ui-list__end')?.textContent, '加载更多');
  unmount();
});

test.run();
