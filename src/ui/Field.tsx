// A form row: visible label, the input, a clear button, an optional suffix (e.g. a CodeButton)
// and the error under it, tied to the input by aria-describedby.
import type { ComponentChildren, JSX, Ref } from 'preact';
import { useId } from 'react';
import './Field.css';

export interface FieldProps {
  label: ComponentChildren;
  value: string;
  onInput?: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  name?: string;
  type?: 'text' | 'tel' | 'password' | 'search' | 'email';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** a clear button while there is text (default on) */
  clearable?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** a text area, with a counter when maxLength is set */
  multiline?: boolean;
  rows?: number;
  suffix?: ComponentChildren;
  /** taps on a read-only field (e.g. one that opens a picker) */
  onClick?: () => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export function Field(p: FieldProps) {
  const id = useId();
  const errorId = `${id}-e`;
  const clearable = (p.clearable ?? true) && p.value && !p.readOnly && !p.disabled;
  const props: JSX.InputHTMLAttributes<HTMLInputElement> = {
    id,
    name: p.name,
    value: p.value,
    placeholder: p.placeholder,
    maxLength: p.maxLength,
    disabled: p.disabled,
    readOnly: p.readOnly,
    required: p.required,
    inputMode: p.inputMode,
    autoComplete: p.autoComplete,
    'aria-invalid': p.error ? true : undefined,
    'aria-describedby': p.error ? errorId : undefined,
    onInput: (e) => p.onInput?.(e.currentTarget.value),
    onBlur: p.onBlur,
    onClick: p.onClick,
    class: 'ui-field__input',
  };
  return (
    <div class={`ui-field${p.error ? ' ui-field--error' : ''}${p.multiline ? ' ui-field--multi' : ''}`}>
      <label class="ui-field__label" for={id}>{p.label}</label>
      <div class="ui-field__body">
        {p.multiline ? (
          <textarea {...(props as JSX.TextareaHTMLAttributes<HTMLTextAreaElement>)} rows={p.rows ?? 4} ref={p.inputRef as Ref<HTMLTextAreaElement>} />
        ) : (
          <input {...props} type={p.type ?? 'text'} ref={p.inputRef as Ref<HTMLInputElement>} />
        )}
        {clearable && (
          <button
            type="button"
            class="ui-field__clear"
            aria-label="清除"
            // keeps the focus in the input: a blur here would validate a field being cleared
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => p.onInput?.('')}
          />
        )}
        {p.suffix}
      </div>
      {p.multiline && p.maxLength && <div class="ui-field__count">{p.value.length}/{p.maxLength}</div>}
      {p.error && <p id={errorId} class="ui-field__error">{p.error}</p>}
    </div>
  );
}
