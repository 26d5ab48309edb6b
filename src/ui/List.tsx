// Paged lists with load-more. In a page:
//   const cards = usePagedList((pageNum) => myWashCardRecord({ pageNum, pageSize: 10, status }), [status]);
//   <PullRefresh onRefresh={cards.reload}>
//     <List list={cards} offset={20} empty={<Empty text="暂无洗护卡" />}>
//       {cards.items.map((c) => <WashCardRow key={c.id} card={c} />)}
//     </List>
//   </PullRefresh>
// The next page loads when the bottom comes within `offset` px (default 50) or on a tap of 加载更多;
// one page request at a time; a failed page (or no network) shows 点击重试 instead of a spinner.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'react';
import { Loading } from './Loading';
import { online } from './online';
import './List.css';

export type ListStatus = 'loading' | 'idle' | 'error' | 'done';

export interface PagedList<T> {
  items: T[];
  total: number;
  status: ListStatus;
  /** why the last page failed (shown beside 点击重试) */
  error: string | null;
  loadMore: () => void;
  /** starts again from page 1; the old items stay until it answers (for pull-to-refresh) */
  reload: () => Promise<void>;
}

export type FetchPage<T> = (pageNum: number) => Promise<{ list: T[]; total: number }>;

const OFFLINE = '网络信号丢失';

export function usePagedList<T>(fetchPage: FetchPage<T>, deps: unknown[] = []): PagedList<T> {
  const [view, setView] = useState({ items: [] as T[], total: 0, status: 'loading' as ListStatus, error: null as string | null });
  const s = useRef({ page: 0, items: [] as T[], inFlight: false, generation: 0, fetchPage }).current;
  s.fetchPage = fetchPage;

  async function load(pageNum: number): Promise<void> {
    const generation = s.generation;
    if (!online.value) {
      setView((v) => ({ ...v, status: 'error', error: OFFLINE }));
      return;
    }
    s.inFlight = true;
    setView((v) => ({ ...v, status: 'loading', error: null }));
    try {
      const { list, total } = await s.fetchPage(pageNum);
      if (generation !== s.generation) return; // answer for a filter the user has left
      s.page = pageNum;
      s.items = pageNum === 1 ? list : s.items.concat(list);
      const done = !list.length || s.items.length >= total;
      setView({ items: s.items, total, status: done ? 'done' : 'idle', error: null });
    } catch (e) {
      if (generation !== s.generation) return;
      const message = online.value ? (e instanceof Error && e.message) || '加载失败' : OFFLINE;
      setView((v) => ({ ...v, status: 'error', error: message }));
    } finally {
      if (generation === s.generation) s.inFlight = false;
    }
  }

  function restart(): Promise<void> {
    s.generation++;
    s.inFlight = false;
    return load(1);
  }

  useEffect(() => {
    s.items = [];
    s.page = 0;
    setView({ items: [], total: 0, status: 'loading', error: null });
    restart();
  }, deps);

  return {
    ...view,
    loadMore: () => {
      if (s.inFlight || view.status === 'done') return;
      load(s.page + 1);
    },
    reload: restart,
  };
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
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;
  const { status, items } = list;

  // Watch again after every page: a short page leaves the bottom in view, and the observer
  // reports only changes, so a fresh one is needed to ask for the next page.
  useEffect(() => {
    const el = sentinel.current;
    if (status !== 'idle' || !el) return;
    if (typeof IntersectionObserver === 'function') {
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore.current(), {
        rootMargin: `0px 0px ${offset}px 0px`,
      });
      io.observe(el);
      return () => io.disconnect();
    }
    const check = () => el.getBoundingClientRect().top - innerHeight <= offset && loadMore.current();
    check();
    addEventListener('scroll', check, { passive: true, capture: true });
    return () => removeEventListener('scroll', check, { capture: true });
  }, [status, items.length, offset]);

  const emptyNow = status === 'done' && !items.length && empty;
  return (
    <div class="ui-list" aria-busy={status === 'loading'}>
      {children}
      <div ref={sentinel} class={emptyNow ? undefined : 'ui-list__footer'}>
        {emptyNow ||
          (status === 'loading' ? (
            <Loading>正在加载...</Loading>
          ) : status === 'error' ? (
            <>
              <span>{list.error}</span>
              <button type="button" class="ui-list__retry" onClick={() => list.loadMore()}>点击重试</button>
            </>
          ) : status === 'done' ? (
            '没有更多了'
          ) : (
            <button type="button" class="ui-list__more" onClick={() => list.loadMore()}>加载更多</button>
          ))}
      </div>
    </div>
  );
}
