// 1 to 5 stars: a radio group of real radio inputs, each laid over its star; tap a star, or use
// the arrow keys (they stop at 1 and 5 instead of wrapping round). Read-only, the stars are a
// picture of the score named in words, since there is nothing to choose.
import { useId } from 'react';
import { arrowStep } from './arrows';
import './Rate.css';

export interface RateProps {
  value: number;
  onChange?: (value: number) => void;
  label?: string;
  count?: number;
  /** shows the score only (also when there is no onChange) */
  readOnly?: boolean;
}

export function Rate({ value, onChange, label = '评分', count = 5, readOnly }: RateProps) {
  const name = useId();
  const stars = Array.from({ length: count }, (_, i) => i);
  if (readOnly || !onChange) {
    return (
      <span class="ui-rate" role="img" aria-label={`${label} ${value}星，满分${count}星`}>
        {stars.map((i) => (
          <span key={i} class={i < value ? 'ui-rate__on' : ''}>
            ★
          </span>
        ))}
      </span>
    );
  }

  const set = (n: number) => onChange(Math.max(1, Math.min(count, n)));
  function arrows(e: KeyboardEvent) {
    const step = arrowStep(e); // also keeps out the browser's own radio keys, which wrap round
    if (!step) return;
    set(value + step);
    const inputs = (e.currentTarget as HTMLElement).querySelectorAll('input');
    inputs[Math.max(0, Math.min(count, value + step) - 1)].focus();
  }
  return (
    <div class="ui-rate" role="radiogroup" aria-label={label} onKeyDown={arrows}>
      {stars.map((i) => (
        <span key={i} class={i < value ? 'ui-rate__on' : ''}>
          <input
            type="radio"
            name={name}
            checked={i + 1 === value}
            aria-label={`${i + 1}星`}
            tabIndex={i + 1 === (value || 1) ? 0 : -1}
            onClick={() => set(i + 1)}
          />
          <span aria-hidden="true">★</span>
        </span>
      ))}
    </div>
  );
}
