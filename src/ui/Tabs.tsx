// A row of tabs (role tablist/tab): tap or arrow keys pick one; the page shows the matching content.
// The tabs share the width when they fit; when they do not (many tabs, long titles, a narrow phone)
// the row scrolls sideways, and a fade with an arrow at the cut edge says there are more. The
// chosen tab is scrolled into view, so a tab kept in the URL is never off screen. A tap marks its
// tab at once and tells the page after that frame has painted: the page's new list (a render and a
// layout of a whole page, 100-300 ms on a slow phone) then does not hold back the tap's answer.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint';
import { arrowStep } from './arrows';
import './Tabs.css';

export interface Tab<K> {
  key: K;
  title: ComponentChildren;
}

export interface TabsProps<K> {
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** Which edges have tabs beyond them. */
type Beyond = { before: boolean; after: boolean };

function beyondOf(row: HTMLElement): Beyond {
  // a pixel of rounding is not a hidden tab
  const rest = row.scrollWidth - row.clientWidth - row.scrollLeft;
  return { before: row.scrollLeft > 1, after: rest > 1 };
}

export function Tabs<K extends string | number>({ tabs, active, onChange }: TabsProps<K>) {
  const row = useRef<HTMLDivElement>(null);
  // the tab tapped, until the page has taken it (then `active` says it, or says the page refused it)
  const [tapped, setTapped] = useState<{ key: K; from: K } | null>(null);
  const shown = tapped && tapped.from === active ? tapped.key : active;
  const choose = (key: K) => {
    if (key === shown) return;
    setTapped({ key, from: active });
    afterNextPaint(() => {
      onChange(key);
      setTapped(null);
    });
  };
  const [beyond, setBeyond] = useState<Beyond>({ before: false, after: false });
  const measure = () => {
    const next = beyondOf(row.current!);
    setBeyond((b) => (b.before === next.before && b.after === next.after ? b : next));
  };

  useLayoutEffect(() => {
    const el = row.current!;
    const chosen = el.children[tabs.findIndex((t) => t.key === shown)] as HTMLElement | undefined;
    if (chosen && el.scrollWidth > el.clientWidth) {
      // the chosen tab fully in view, with a glimpse of the one after it
      const left = chosen.offsetLeft - el.offsetLeft;
      if (left < el.scrollLeft) el.scrollLeft = Math.max(0, left - 24);
      else if (left + chosen.offsetWidth > el.scrollLeft + el.clientWidth)
        el.scrollLeft = left + chosen.offsetWidth - el.clientWidth + 24;
    }
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, [shown, tabs.length]);

  function arrows(e: KeyboardEvent) {
    const step = arrowStep(e);
    if (!step) return;
    const i = (tabs.findIndex((t) => t.key === shown) + step + tabs.length) % tabs.length;
    choose(tabs[i].key);
    ((e.currentTarget as HTMLElement).children[i] as HTMLElement).focus();
  }
  const edges = `${beyond.before ? ' ui-tabs-edge--before' : ''}${beyond.after ? ' ui-tabs-edge--after' : ''}`;
  return (
    <div class={`ui-tabs-edge${edges}`}>
      <div class="ui-tabs" role="tablist" onKeyDown={arrows} onScroll={measure} ref={row}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === shown}
            tabIndex={t.key === shown ? 0 : -1}
            onClick={() => choose(t.key)}
          >
            {t.title}
          </button>
        ))}
      </div>
    </div>
  );
}
