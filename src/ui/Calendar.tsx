// Month tables to pick a day or a range (first tap the start, then the end): 3 months from this
// one by default, each captioned like 2026年11月, a button per day (pressed when it starts or ends
// the pick). Plain tables, not ARIA grids: the days are reached with Tab, as buttons are.
// Dates are 'YYYY-MM-DD' strings.
import './Calendar.css';

export interface CalendarProps {
  /** [day] when picking one day; [start] or [start, end] for a range */
  value: string[];
  onChange: (value: string[]) => void;
  range?: boolean;
  months?: number;
}

const pad = (n: number) => (n < 10 ? '0' : '') + n;

export function Calendar({ value, onChange, range, months = 3 }: CalendarProps) {
  const [from, to] = value;
  const now = new Date();
  // a second tap on or after the start closes the range; anything else starts a new one
  const choose = (day: string) => onChange(range && from && !to && day >= from ? [from, day] : [day]);

  const grid = (k: number) => {
    const first = new Date(now.getFullYear(), now.getMonth() + k);
    const y = first.getFullYear();
    const m = first.getMonth() + 1;
    const name = `${y}年${m}月`;
    const weeks = [];
    let week = Array(first.getDay()).fill(<td />);
    for (let d = 1, last = new Date(y, m, 0).getDate(); d <= last; d++) {
      const day = `${y}-${pad(m)}-${pad(d)}`;
      const edge = day === from || day === to;
      week.push(
        <td>
          <button
            type="button"
            aria-pressed={edge}
            class={edge ? 'ui-cal__on' : to && day > from && day < to ? 'ui-cal__mid' : ''}
            onClick={() => choose(day)}
          >
            {d}
          </button>
        </td>,
      );
      if (week.length === 7 || d === last) {
        weeks.push(<tr>{week}</tr>);
        week = [];
      }
    }
    return (
      <table key={name}>
        <caption>{name}</caption>
        <tbody>{weeks}</tbody>
      </table>
    );
  };

  return (
    <div class="ui-cal">
      <div aria-hidden="true">
        {'日一二三四五六'.split('').map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      {Array.from({ length: months }, (_, k) => grid(k))}
    </div>
  );
}
