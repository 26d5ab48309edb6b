// Rows of a settings-style list: title, value, an optional description and arrow. A row with
// `to` is a link, with `onClick` a button, otherwise plain text.
import type { ComponentChildren } from 'preact';
import './Cell.css';

export interface CellProps {
  title: ComponentChildren;
  value?: ComponentChildren;
  /** a second line under the title */
  label?: ComponentChildren;
  icon?: ComponentChildren;
  /** hash link, e.g. '#/pages/withdraw/index' */
  to?: string;
  onClick?: () => void;
  /** shows the arrow; on by default for links and buttons */
  arrow?: boolean;
  children?: ComponentChildren;
}

export function Cell({ title, value, label, icon, to, onClick, arrow = !!(to || onClick), children }: CellProps) {
  // a link with `to`, a button with `onClick`, plain text otherwise
  const Row = (to ? 'a' : onClick ? 'button' : 'div') as 'a';
  return (
    <Row class="ui-cell" href={to} type={onClick && 'button'} onClick={onClick}>
      {icon}
      <span class="ui-cell__title">
        {title}
        {label && <span class="ui-cell__label">{label}</span>}
      </span>
      <span class="ui-cell__value">{value != null ? value : children}</span>
      {arrow && <i class="ui-cell__arrow" aria-hidden="true" />}
    </Row>
  );
}

export function CellGroup({
  title,
  inset,
  children,
}: {
  title?: ComponentChildren;
  inset?: boolean;
  children: ComponentChildren;
}) {
  return (
    <section class={inset ? 'ui-cells ui-cells--inset' : 'ui-cells'}>
      {title && <h3>{title}</h3>}
      <div>{children}</div>
    </section>
  );
}
