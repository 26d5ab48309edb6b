// A yuan amount typed by the user, handed out as integer fen. Typing that would make it invalid
// (a third decimal, a letter, a second dot) is refused: the input keeps its last valid text.
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useId, useRef, useState } from 'react';
import { yuanToFen } from '../lib/money';
import './AmountInput.css';

export interface AmountInputProps {
  label: ComponentChildren;
  /** the text shown; change it to set the amount from outside (e.g. 全部提现) */
  value?: string;
  onChange: (fen: number | null, text: string) => void;
  error?: string | null;
  placeholder?: string;
  suffix?: ComponentChildren;
  disabled?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

// digits with at most 2 decimals, no leading zeros, at most 10 digits before the point
const VALID = /^(0|[1-9]\d{0,9})?(\.\d{0,2})?$/;

export function AmountInput({ label, value = '', onChange, error, placeholder = '0.00', suffix, disabled, onBlur, inputRef }: AmountInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const last = useRef(value);
  useEffect(() => {
    last.current = value;
    setText(value);
  }, [value]);

  function input(e: Event) {
    const el = e.currentTarget as HTMLInputElement;
    let next = el.value;
    if (next === '.') next = '0.';
    if (!VALID.test(next)) {
      el.value = last.current; // refuse: put back what was there
      return;
    }
    el.value = next;
    last.current = next;
    setText(next);
    onChange(next ? yuanToFen(next) : null, next);
  }

  return (
    <div class={`ui-amount${error ? ' ui-amount--error' : ''}`}>
      <label class="ui-amount__label" for={id}>{label}</label>
      <div class="ui-amount__row">
        <span class="ui-amount__yuan" aria-hidden="true">¥</span>
        <input
          id={id}
          ref={inputRef}
          class="ui-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onInput={input}
          onBlur={onBlur}
        />
        {suffix}
      </div>
      {error && <p id={`${id}-e`} class="ui-amount__error">{error}</p>}
    </div>
  );
}
