// Paged lists with load-more. In a page:
//   const cards = usePagedList((pageNum) => myWashCardRecord({ pageNum, pageSize: 10, status }), [status]);
//   <PullRefresh onRefresh={cards.reload}>
//     <List list={cards} offset={20} empty={<Empty text="暂无洗护卡" />}>
//       {cards.items.map((c) => <WashCardRow key={c.id} card={c} />)}
//     </List>
//   </PullRefresh>
// The next page loads when the bottom comes within `offset` px (default 50), or on a tap of
// 加载更多 (also the way on a WebView without IntersectionObserver); one page request at a time;
// a failed page (or no network) shows why and 重新加载 instead of a spinner, which asks again for
// the page that failed: the first page after a failed first load, else the next one. A failure
// is said there only: the request wrapper does not toast it. A list visited before in this session
// shows the first page it was last given at once (ui/kept-answers.ts) while that page is asked again;
// should that fail (or a pull to refresh), the failure is said above the rows, as they are not fresh.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'react';
import { inPlace } from '../lib/shown-in-place';
import { Empty } from './Empty';
import { keepAnswer, keptAnswer, keptSession, readKey, sameAnswer } from './kept-answers';
import { LoadFailed, LoadFailedLine } from './LoadFailed';
import { Loading } from './Loading';
import { online } from './online';
import './List.css';

export type ListStatus = 'loading' | 'idle' | 'error' | 'done';

export interface PagedList<T, P extends FirstPage<T> = FirstPage<T>> {
  items: T[];
  total: number;
  /** the first page's answer as it came (on a revisit the kept one until the fresh one is in): its summary */
  first?: P;
  status: ListStatus;
  /** why the last page failed (shown beside 点击重试) */
  error?: string;
  /** the first page failed under rows shown (a revisit's kept rows, a pull to refresh): they are not fresh */
  staleRows?: boolean;
  loadMore: () => void;
  /** asks again for what failed: page 1 after a failed first load, else the next page */
  retry: () => void;
  /** starts again from page 1; the old items stay until it answers (for pull-to-refresh) */
  reload: () => Promise<void>;
}

type FirstPage<T> = { list: T[]; total: number };
export type FetchPage<T> = (pageNum: number) => Promise<FirstPage<T>>;

const OFFLINE = '网络信号丢失';

/** After a page of `list` came, with `items` shown of `total`: more to load, or all there. */
const statusAfter = (list: unknown[], items: unknown[], total: number): ListStatus =>
  list.length && items.length < total ? 'idle' : 'done';

type ListView<T, P extends FirstPage<T>> = Omit<PagedList<T, P>, 'loadMore' | 'retry' | 'reload'>;

/** What a list shows from its first page: the kept one of a revisit, else nothing yet. */
function firstView<T, P extends FirstPage<T>>(kept: P | undefined): ListView<T, P> {
  if (!kept) return { items: [], total: 0, status: 'loading' };
  return { items: kept.list, total: kept.total, first: kept, status: statusAfter(kept.list, kept.list, kept.total) };
}

export function usePagedList<T, P extends FirstPage<T> = FirstPage<T>>(
  fetchPage: (pageNum: number) => Promise<P & FirstPage<T>>,
  deps: unknown[] = [],
): PagedList<T, P> {
  const key = readKey(fetchPage, deps);
  const [view, setView] = useState<ListView<T, P>>(() => firstView(keptAnswer<P>(key)));
  // `run` numbers each start from page 1: answers for an older run (a left filter) are dropped.
  // `wanted`: the next page was asked for while a load was on its way (the end reached during a
  // revisit's refresh): it loads when that one is done, since the reach-bottom observer reports
  // only a change and the end stays where it was
  const s = useRef({ page: 0, busy: false, wanted: false, run: 0, fetchPage, key, mounted: false }).current;
  s.fetchPage = fetchPage;
  s.key = key;
  const loading = () => setView((v) => ({ items: v.items, total: v.total, first: v.first, status: 'loading' }));
  const failed = (pageNum: number, error: string) =>
    setView((v) => ({ ...v, status: 'error', error, staleRows: pageNum === 1 && v.items.length > 0 }));

  async function load(pageNum: number) {
    const { run, key } = s;
    const askedIn = keptSession();
    if (!online.value) return failed(pageNum, OFFLINE);
    s.busy = true;
    // a first page asked again under rows shown (a revisit, pull to refresh) keeps their end as it is
    if (pageNum > 1 || !view.items.length || view.status === 'error') loading();
    try {
      const page = await inPlace(() => s.fetchPage(pageNum));
      const { list, total } = page;
      if (run !== s.run) return;
      if (pageNum === 1) keepAnswer(key, page, askedIn);
      s.page = pageNum;
      setView((v) => {
        if (pageNum > 1) {
          const items = v.items.concat(list);
          return { items, total, first: v.first, status: statusAfter(list, items, total) };
        }
        const status = statusAfter(list, list, total);
        // a first page asked again that says what the rows shown say (a revisit): no row renders
        // again, unless the next page is wanted (a new view is what loads it, below)
        const same = !s.wanted && v.status === status && v.items.length === list.length && sameAnswer(v.first, page);
        return same ? v : { items: list, total, first: page, status };
      });
    } catch (e) {
      if (run === s.run) failed(pageNum, online.value ? (e as Error).message || '加载失败' : OFFLINE);
    }
    if (run === s.run) s.busy = false;
  }

  function reload() {
    s.run++;
    s.wanted = false;
    // a new run has loaded nothing yet: should its first page fail, a retry asks for page 1 again,
    // not for the page after the last one of the old run (another tab, the rows before a refresh)
    s.page = 0;
    return load(1);
  }

  useEffect(() => {
    if (s.mounted) setView(firstView(keptAnswer<P>(s.key)));
    s.mounted = true;
    reload();
  }, deps);

  useEffect(() => {
    if (!s.wanted || s.busy || view.status !== 'idle') return;
    s.wanted = false;
    load(s.page + 1);
  }, [view]);

  const loadMore = () => {
    if (view.status === 'done') return;
    if (s.busy) s.wanted = true;
    else load(s.page + 1);
  };
  // nothing loaded yet: the list starts again (a new run, so a late answer of the failed one is dropped)
  const retry = () => s.busy || (s.page === 0 ? reload() : load(s.page + 1));
  return Object.assign({ loadMore, retry, reload }, view);
}

export interface ListProps {
  /** from usePagedList, or the same fields from a page's own state */
  list: Pick<PagedList<unknown>, 'items' | 'status' | 'error' | 'loadMore' | 'staleRows'> & { retry?: () => void };
  /** px before the bottom at which the next page loads */
  offset?: number;
  /** shown instead of 没有更多了 when the list has no items at all */
  empty?: ComponentChildren;
  children?: ComponentChildren;
}

export function List({ list, offset = 50, empty, children }: ListProps) {
  const bottom = useRef<HTMLDivElement>(null);
  const more = useRef(list.loadMore);
  more.current = list.loadMore;
  const { status, items } = list;

  // One observer while the list is shown: it reports the state when it starts, then only changes,
  // so the latest it said is kept. A busy phone may hand over several frames' changes in one call
  // (the end reached and left, or left and reached again): the last one is where the end is now.
  const inView = useRef(false);
  const idle = useRef(false);
  idle.current = status === 'idle';
  useEffect(() => {
    if (!window.IntersectionObserver) return;
    const io = new IntersectionObserver(
      (e) => {
        inView.current = e[e.length - 1].isIntersecting;
        if (inView.current && idle.current) more.current();
      },
      { rootMargin: `0px 0px ${offset}px` },
    );
    io.observe(bottom.current!);
    return () => io.disconnect();
  }, [offset]);
  // A page in (or a failure retried) with the end still within reach: no change will be reported,
  // so the next page loads now. Read afresh, as the new rows may have moved the end out of reach
  // since the observer last said.
  useEffect(() => {
    if (status !== 'idle' || !inView.current) return;
    if (bottom.current!.getBoundingClientRect().top <= window.innerHeight + offset) more.current();
  }, [status, items.length, offset]);

  const retry = list.retry ?? list.loadMore;
  // rows whose refresh failed are said to be so above them, where the partner is reading, and once
  const stale = status === 'error' && list.staleRows;
  const button = (text: string, onClick: () => void) => (
    <button type="button" class="ui-list__btn" onClick={onClick}>
      {text}
    </button>
  );
  return (
    <div class="ui-list">
      {stale && <LoadFailedLine reason={list.error} onRetry={retry} />}
      {children}
      <div ref={bottom} class="ui-list__end" aria-live="polite">
        {status === 'loading' ? (
          <Loading>正在加载...</Loading>
        ) : status === 'error' && !items.length ? (
          // nothing shown yet: the failure takes the place of the list, with its picture
          <LoadFailed reason={list.error} onRetry={retry} />
        ) : status === 'error' ? (
          !stale && <LoadFailedLine reason={list.error} onRetry={retry} />
        ) : status === 'idle' ? (
          button('加载更多', list.loadMore)
        ) : items.length ? (
          '没有更多了'
        ) : (
          empty || <Empty />
        )}
      </div>
    </div>
  );
}
