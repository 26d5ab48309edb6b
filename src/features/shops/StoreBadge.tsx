// A store's status as a coloured badge.
import { statusOf } from './status';
import './store.css';

export function StoreBadge({ status }: { status: number }) {
  const { text, tone } = statusOf(status);
  return <span class={`store-badge store-badge--${tone}`}>{text}</span>;
}
