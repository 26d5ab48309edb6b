// A red dot or count at the corner of what it wraps (or on its own without children).
import type { ComponentChildren } from 'preact';
import './Badge.css';

export interface BadgeProps {
  /** a count (shown as max+ above max), or text such as '新' */
  value?: number | string;
  dot?: boolean;
  max?: number;
  children?: ComponentChildren;
}

export function Badge({ value, dot, max = 99, children }: BadgeProps) {
  const shown = dot || value === 0 || value == null ? '' : typeof value === 'number' && value > max ? `${max}+` : value;
  const badge = (dot || shown) && <i class="ui-badge">{shown}</i>;
  return children ? (
    <span class="ui-badge-wrap">
      {children}
      {badge}
    </span>
  ) : (
    badge || null
  );
}
