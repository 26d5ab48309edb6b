// The entry grid of the earnings centre: icon above text, N per row, each a link.
import type { ComponentChildren } from 'preact';
import './Grid.css';

export interface GridItem {
  text: string;
  icon: ComponentChildren;
  /** hash link, e.g. '#/pages/myTeam/index' */
  to?: string;
  onClick?: () => void;
  /** a dot (true) or a count at the icon's corner */
  badge?: boolean | number;
}

export function Grid({ items, columns = 4 }: { items: GridItem[]; columns?: number }) {
  return (
    <nav class="ui-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {items.map((item) => {
        const inner = (
          <>
            <span class="ui-grid__icon">
              {item.icon}
              {item.badge ? <i class="ui-grid__badge">{item.badge === true ? '' : item.badge}</i> : null}
            </span>
            {item.text}
          </>
        );
        return item.to ? (
          <a key={item.text} class="ui-grid__item" href={item.to}>{inner}</a>
        ) : (
          <button key={item.text} type="button" class="ui-grid__item" onClick={item.onClick}>{inner}</button>
        );
      })}
    </nav>
  );
}
