// The entry grid of the earnings centre: icon above text, N per row, each a link.
import type { ComponentChildren } from 'preact';
import './Grid.css';

export interface GridItem {
  text: string;
  icon: ComponentChildren;
  /** hash link, e.g. '#/pages/myTeam/index' */
  to?: string;
  onClick?: () => void;
}

export function Grid({ items, columns = 4 }: { items: GridItem[]; columns?: number }) {
  return (
    <nav class="ui-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {items.map((item) => {
        const Entry = (item.to ? 'a' : 'button') as 'a';
        return (
          <Entry
            key={item.text}
            class="ui-grid__item"
            href={item.to}
            type={item.to ? undefined : 'button'}
            onClick={item.onClick}
          >
            <span>{item.icon}</span>
            {item.text}
          </Entry>
        );
      })}
    </nav>
  );
}
