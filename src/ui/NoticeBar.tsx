// A one-line notice on a tinted bar; a long text scrolls. With `to` it links to the details.
import './NoticeBar.css';

export interface NoticeBarProps {
  text: string;
  /** scroll the text like a ticker (for a long notice) */
  scroll?: boolean;
  /** hash link to the details */
  to?: string;
}

export function NoticeBar({ text, scroll, to }: NoticeBarProps) {
  const Bar = (to ? 'a' : 'div') as 'a';
  return (
    <Bar class="ui-notice" href={to} role={to ? undefined : 'note'}>
      <span class={scroll ? 'ui-notice--scroll' : ''}>{text}</span>
    </Bar>
  );
}
