// Paged lists with load-more. In a page:
//   const cards = usePagedList((pageNum) => myWashCardRecord({ pageNum, pageSize: 10, status }), [status]);
//   <PullRefresh onRefresh={cards.reload}>
//     <List list={cards} offset={20} empty={<Empty text="暂无洗护卡" />}>
//       {cards.items.map((c) => <WashCardRow key={c.id} card={c} />)}
//     </List>
//   </PullRefresh>
// The next page loads when the bottom comes within `offset` px (default 50), or on a tap of
// 加载更多 (also the way on a WebView without IntersectionObserver); one page request at a time;
// a failed page (or no network) shows 点击重试 instead of a spinner.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'react';
import { Empty } from './Empty';
import { Loading } from './Loading';
import { online } from './online';
import './List.css';

export type ListStatus = 'loading' | 'idle' | 'error' | 'done';

export interface PagedList<T> {
  items: T[];
  total: number;
  status: ListStatus;
  /** why the last page failed (shown beside 点击重试) */
  error?: string;
  loadMore: () => void;
  /** starts again from page 1; the old items stay until it answers (for pull-to-refresh) */
  reload: () => Promise<void>;
}

export type FetchPage<T> = (pageNum: number) => Promise<{ list: T[]; total: number }>;

const OFFLINE = '网络信号丢失';

export function usePagedList<T>(fetchPage: FetchPage<T>, deps: unknown[] = []): PagedList<T> {
  const [view, setView] = useState<Omit<PagedList<T>, 'loadMore' | 'reload'>>({
    items: [],
    total: 0,
    status: 'loading',
  });
  // `run` numbers each start from page 1: answers for an older run (a left filter) are dropped.
  const s = useRef({ page: 0, busy: false, run: 0, fetchPage }).current;
  s.fetchPage = fetchPage;
  const mark = (status: ListStatus, error?: string) =>
    setView((v) => ({ items: v.items, total: v.total, status, error }));

  async function load(pageNum: number) {
    const run = s.run;
    if (!online.value) return mark('error', OFFLINE);
    s.busy = true;
    mark('loading');
    try {
      const { list, total } = await s.fetchPage(pageNum);
      if (run !== s.run) return;
      s.page = pageNum;
      setView((v) => {
        const items = pageNum > 1 ? v.items.concat(list) : list;
        return { items, total, status: list.length && items.length < total ? 'idle' : 'done' };
      });
    } catch (e) {
      if (run === s.run) mark('error', online.value ? (e as Error).message || '加载失败' : OFFLINE);
    }
    if (run === s.run) s.busy = false;
  }

  function reload() {
    s.run++;
    return load(1);
  }

  useEffect(() => {
    setView({ items: [], total: 0, status: 'loading' });
    reload();
  }, deps);

  return Object.assign({ loadMore: () => s.busy || view.status === 'done' || load(s.page + 1), reload }, view);
}

export interface ListProps {
  /** from usePagedList, or the same fields from a page's own state */
  list: Pick<PagedList<unknown>, 'items' | 'status' | 'error' | 'loadMore'>;
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

  // Watch afresh after every page: a short page leaves the bottom in view, and an observer
  // reports only changes.
  useEffect(() => {
    if (status !== 'idle' || !window.IntersectionObserver) return;
    const io = new IntersectionObserver((e) => e[0].isIntersecting && more.current(), {
      rootMargin: `0px 0px ${offset}px`,
    });
    io.observe(bottom.current!);
    return () => io.disconnect();
  }, [status, items.length, offset]);

  const button = (text: string) => (
    <button type="button" class="ui-list__btn" onClick={list.loadMore}>
      {text}
    </button>
  );
  return (
    <div class="ui-list">
      {children}
      <div ref={bottom} class="ui-list__end" aria-live="polite">
        {status === 'loading' ? (
          <Loading>正在加载...</Loading>
        ) : status === 'error' && !items.length ? (
          // nothing shown yet: the failure takes the place of the list, with its picture
          <Empty kind={online.value ? 'error' : 'network'} text={list.error || '加载失败'}>
            {button('点击重试')}
          </Empty>
        ) : status === 'error' ? (
          [list.error, button('点击重试')]
        ) : status === 'idle' ? (
          button('加载更多')
        ) : items.length ? (
          '没有更多了'
        ) : (
          empty || <Empty />
        )}
      </div>
    </div>
  );
}
