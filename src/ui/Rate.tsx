// 1 to 5 stars: a radio group of real radio inputs, each laid over its star, so a tap, Tab and
// the arrow keys work as in any radio group.
import { useId } from 'react';
import './Rate.css';

export interface RateProps {
  value: number;
  onChange?: (value: number) => void;
  label?: string;
  count?: number;
  readOnly?: boolean;
}

export function Rate({ value, onChange, label = '评分', count = 5, readOnly }: RateProps) {
  const name = useId();
  return (
    <div class="ui-rate" role="radiogroup" aria-label={label} aria-readonly={readOnly}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} class={i < value ? 'ui-rate__on' : ''}>
          <input
            type="radio"
            name={name}
            checked={i + 1 === value}
            disabled={readOnly}
            aria-label={`${i + 1}星`}
            onChange={() => onChange?.(i + 1)}
          />
          ★
        </span>
      ))}
    </div>
  );
}
