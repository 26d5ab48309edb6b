// Pull down at the top of the page to refresh: 下拉即可刷新... / 释放即可刷新... / 加载中...
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'react';
import { Loading } from './Loading';
import './PullRefresh.css';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  disabled?: boolean;
  children: ComponentChildren;
}

// Real px, as the finger moves: the pull needed to refresh, and the head height while loading.
const HEAD = 50;

export function PullRefresh({ onRefresh, disabled, children }: PullRefreshProps) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const state = useRef({ startY: -1, distance: 0, refreshing: false, onRefresh });
  state.current.onRefresh = onRefresh;

  useEffect(() => {
    const el = root.current;
    if (!el || disabled) return;
    const s = state.current;
    const atTop = () => (document.scrollingElement?.scrollTop ?? 0) <= 0;
    const start = (e: TouchEvent) => {
      s.startY = !s.refreshing && atTop() ? e.touches[0].clientY : -1;
    };
    const move = (e: TouchEvent) => {
      if (s.startY < 0) return;
      const dy = e.touches[0].clientY - s.startY;
      if (dy <= 0) return;
      e.preventDefault(); // the page itself must not bounce while the head is pulled
      s.distance = Math.min(dy / 2, HEAD * 2); // damped: the head follows at half the finger
      setDistance(s.distance);
    };
    const end = () => {
      if (s.startY < 0) return;
      s.startY = -1;
      if (s.distance < HEAD) return setDistance((s.distance = 0));
      s.refreshing = true;
      setRefreshing(true);
      setDistance(HEAD);
      s.onRefresh().finally(() => {
        s.refreshing = false;
        s.distance = 0;
        setRefreshing(false);
        setDistance(0);
      });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [disabled]);

  const text = refreshing ? <Loading>加载中...</Loading> : distance >= HEAD ? '释放即可刷新...' : '下拉即可刷新...';
  return (
    <div ref={root} class="ui-pull">
      <div class="ui-pull__track" style={{ transform: `translateY(${distance}px)`, transition: transitionFor(distance) }}>
        <div class="ui-pull__head" aria-live="polite">{distance > 0 && text}</div>
        {children}
      </div>
    </div>
  );
}

// Animate only the return; while the finger drags, the head follows it directly.
const transitionFor = (distance: number) => (distance === 0 || distance === HEAD ? 'transform .3s' : 'none');
