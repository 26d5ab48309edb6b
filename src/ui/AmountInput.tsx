// A yuan amount typed by the user, handed out as integer fen. Typing that would make it invalid
// (a third decimal, a letter, a second dot) is refused: the input keeps its last valid text.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'react';
import { yuanToFen } from '../lib/money';
import { Field } from './Field';
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
}

// digits with at most 2 decimals, no leading zeros, at most 10 digits before the point
const VALID = /^(0|[1-9]\d{0,9})?(\.\d{0,2})?$/;

export function AmountInput(p: AmountInputProps) {
  const [text, setText] = useState(p.value || '');
  // A new `value` is taken while rendering, not in an effect: an effect runs after paint, so the
  // parent's echo of one keystroke could land after the next keystroke and undo it. The echo of
  // what we handed out ourselves is ignored; only a value set from outside (全部提现) is shown.
  const emitted = useRef(text);
  const lastValue = useRef(p.value);
  if (p.value !== lastValue.current) {
    lastValue.current = p.value;
    if (p.value !== undefined && p.value !== emitted.current) {
      emitted.current = p.value;
      setText(p.value);
    }
  }

  function type(next: string, input: HTMLInputElement) {
    if (next === '.') next = '0.';
    if (!VALID.test(next)) {
      input.value = text; // refuse: put back what was there
      return;
    }
    input.value = next;
    setText(next);
    emitted.current = next;
    p.onChange(next ? yuanToFen(next) : null, next);
  }

  return (
    <Field
      class="ui-amount"
      label={p.label}
      value={text}
      onInput={type}
      inputMode="decimal"
      autoComplete="off"
      placeholder={p.placeholder || '0.00'}
      error={p.error}
      suffix={p.suffix}
      disabled={p.disabled}
      onBlur={p.onBlur}
    />
  );
}
