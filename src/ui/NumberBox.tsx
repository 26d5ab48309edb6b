// − [n] + for a whole number between min (1 by default) and max: typing above max clamps at
// once, typing below min (or nothing) when the field is left; onClamp hears of a typed number put
// back within the range, so the page can say why the number changed.
import { useEffect, useState } from 'react';
import './NumberBox.css';

export interface NumberBoxProps {
  value: number;
  onChange: (value: number) => void;
  /** the accessible name, e.g. '收益比例' */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** a typed number (NaN: nothing typed) was out of range and became `limit` */
  onClamp?: (typed: number, limit: number) => void;
}

export function NumberBox({ value, onChange, label, min = 1, max = Infinity, disabled, onClamp }: NumberBoxProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function set(n: number) {
    const clamped = Math.min(max, Math.max(min, n));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  }
  function input(e: Event) {
    const el = e.currentTarget as HTMLInputElement;
    const digits = el.value.replace(/\D/g, '').slice(0, 9);
    if (+digits > max) {
      el.value = String(max);
      set(max);
      return onClamp?.(+digits, max);
    }
    el.value = digits;
    setText(digits);
    if (digits && +digits >= min) onChange(+digits);
  }
  function keys(e: KeyboardEvent) {
    const delta = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
    if (delta) {
      e.preventDefault();
      set(value + delta);
    }
  }

  return (
    <div class="ui-stepper">
      <button type="button" aria-label="减少" disabled={disabled || value <= min} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        role="spinbutton"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max < Infinity ? max : undefined}
        aria-valuenow={value}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onInput={input}
        onBlur={() => {
          set(text ? +text : min);
          if (!text || +text < min) onClamp?.(text ? +text : Number.NaN, min);
        }}
        onKeyDown={keys}
      />
      <button type="button" aria-label="增加" disabled={disabled || value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}
