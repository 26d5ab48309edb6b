// A form row: visible label, the input, a clear button, an optional suffix (e.g. a CodeButton)
// and the error under it, tied to the input by aria-describedby.
import { type ReadonlySignal, Signal } from '@preact/signals-core';
import type { ComponentChildren, FunctionComponent, JSX, Ref } from 'preact';
import { useId } from 'react';
import { useValueOf } from './useValueOf';
import './Field.css';

export interface FieldProps {
  label: ComponentChildren;
  /** a signal (a form's field) re-renders this field alone when it changes */
  value: string | ReadonlySignal<string>;
  /** the new text, and the input itself (to put back a refused keystroke) */
  onInput?: (value: string, input: HTMLInputElement) => void;
  onBlur?: () => void;
  error?: string | null | ReadonlySignal<string | undefined>;
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
  /** a text area (4 lines), with a counter when maxLength is set */
  multiline?: boolean;
  suffix?: ComponentChildren;
  /** taps on a read-only field (e.g. one that opens a picker) */
  onClick?: () => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** extra class on the row */
  class?: string;
}

export function Field(p: FieldProps) {
  const id = useId();
  const value = useValueOf(p.value);
  const error = useValueOf(p.error);
  // one element type for both, so the attributes are written once
  const Input = (p.multiline ? 'textarea' : 'input') as unknown as FunctionComponent<
    JSX.InputHTMLAttributes & { rows?: number }
  >;
  function input(el: HTMLInputElement, text = el.value) {
    p.onInput?.(text, el);
    // a refused keystroke leaves the signal as it was, so nothing renders to put the text back
    if (p.value instanceof Signal && el.value !== p.value.peek()) el.value = p.value.peek();
  }
  const clearable = p.clearable !== false && value && !p.readOnly && !p.disabled;
  return (
    <div class={`ui-field ${p.multiline ? 'ui-field--multi ' : ''}${p.class || ''}`}>
      <label class="ui-field__label" for={id}>
        {p.label}
      </label>
      <div class="ui-field__body">
        <Input
          id={id}
          ref={p.inputRef as Ref<HTMLInputElement>}
          class="ui-field__input"
          type={p.type}
          name={p.name}
          value={value}
          rows={p.multiline ? 4 : undefined}
          placeholder={p.placeholder}
          maxLength={p.maxLength}
          disabled={p.disabled}
          readOnly={p.readOnly}
          required={p.required}
          inputMode={p.inputMode}
          autoComplete={p.autoComplete}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}e` : undefined}
          onInput={(e) => input(e.currentTarget)}
          onBlur={p.onBlur}
          onClick={p.onClick}
        />
        {clearable && (
          <button
            type="button"
            class="ui-field__clear"
            aria-label="清除"
            // keeps the focus in the input: a blur here would validate a field being cleared
            onMouseDown={(e) => e.preventDefault()}
            // the input sits right before this button
            onClick={(e) => input(e.currentTarget.previousSibling as HTMLInputElement, '')}
          />
        )}
        {p.suffix}
      </div>
      {p.multiline && p.maxLength && (
        <div class="ui-field__count">
          {value.length}/{p.maxLength}
        </div>
      )}
      {error && (
        <p id={`${id}e`} class="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
