// 1 to 5 stars (role radiogroup/radio): tap a star, or use the arrow keys.
import { arrowStep } from './arrows';
import './Rate.css';

export interface RateProps {
  value: number;
  onChange?: (value: number) => void;
  label?: string;
  count?: number;
  readOnly?: boolean;
}

export function Rate({ value, onChange, label = '评分', count = 5, readOnly }: RateProps) {
  const set = (n: number) => !readOnly && onChange && onChange(Math.max(1, Math.min(count, n)));
  function arrows(e: KeyboardEvent) {
    const step = arrowStep(e);
    if (!step) return;
    set(value + step);
    const stars = (e.currentTarget as HTMLElement).children;
    (stars[Math.max(0, Math.min(count, value + step) - 1)] as HTMLElement).focus();
  }
  return (
    <div class="ui-rate" role="radiogroup" aria-label={label} aria-readonly={readOnly} onKeyDown={arrows}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={i + 1 === value}
          aria-label={`${i + 1}星`}
          tabIndex={i + 1 === (value || 1) ? 0 : -1}
          class={i < value ? 'ui-rate__on' : ''}
          onClick={() => set(i + 1)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
