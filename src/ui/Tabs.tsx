// A row of tabs (role tablist/tab): tap or arrow keys pick one; the page shows the matching content.
import type { ComponentChildren } from 'preact';
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

export function Tabs<K extends string | number>({ tabs, active, onChange }: TabsProps<K>) {
  function arrows(e: KeyboardEvent) {
    const step = arrowStep(e);
    if (!step) return;
    const i = (tabs.findIndex((t) => t.key === active) + step + tabs.length) % tabs.length;
    onChange(tabs[i].key);
    ((e.currentTarget as HTMLElement).children[i] as HTMLElement).focus();
  }
  return (
    <div class="ui-tabs" role="tablist" onKeyDown={arrows}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          tabIndex={t.key === active ? 0 : -1}
          onClick={() => onChange(t.key)}
        >
          {t.title}
        </button>
      ))}
    </div>
  );
}
