// Pull down at the top of the page to refresh: 下拉即可刷新... / 释放即可刷新... / 加载中...
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'react';
import { Loading } from './Loading';
import './PullRefresh.css';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ComponentChildren;
}

// Real px, as the finger moves: the pull needed to refresh, and the head height while loading.
const HEAD = 50;

export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const startY = useRef(-1);

  function start(e: TouchEvent) {
    const atTop = !document.scrollingElement || document.scrollingElement.scrollTop <= 0;
    startY.current = atTop && !busy ? e.touches[0].clientY : -1;
  }
  function move(e: TouchEvent) {
    const dy = e.touches[0].clientY - startY.current;
    if (startY.current < 0 || dy <= 0) return;
    e.preventDefault(); // the page itself must not bounce while the head is pulled
    setPull(Math.min(dy / 2, HEAD * 2)); // damped: the head follows at half the finger
  }
  function end() {
    if (startY.current < 0) return;
    startY.current = -1;
    if (pull < HEAD) return setPull(0);
    setBusy(true);
    setPull(HEAD);
    onRefresh().finally(() => {
      setBusy(false);
      setPull(0);
    });
  }

  return (
    <div class="ui-pull" onTouchStart={start} onTouchMove={move} onTouchEnd={end} onTouchCancel={end}>
      <div
        class="ui-pull__track"
        style={{ transform: `translateY(${pull}px)`, transition: startY.current < 0 ? '.3s' : 'none' }}
      >
        <div class="ui-pull__head">
          {busy ? <Loading>加载中...</Loading> : pull >= HEAD ? '释放即可刷新...' : pull > 0 && '下拉即可刷新...'}
        </div>
        {children}
      </div>
    </div>
  );
}
