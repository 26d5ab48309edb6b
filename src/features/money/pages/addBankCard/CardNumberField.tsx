// The card-number row of 添加银行卡: digits grouped by 4, a camera button that reads the number
// from a photo, and for a UnionPay number failing the Luhn check the box that confirms it anyway.
import type { Ref } from 'preact';
import { useRef } from 'react';
import { Field, type FieldProps } from '../../../../ui/Field';
import { LUHN_WARNING } from './cardNumber';

export interface CardNumberFieldProps {
  value: FieldProps['value'];
  error?: FieldProps['error'];
  onInput: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onPhoto: (photo: File) => void;
  /** the number fails the Luhn check but may be a UnionPay card: ask the user to confirm */
  warn: boolean;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  /** set when the user submitted without confirming */
  confirmMissing: boolean;
}

export function CardNumberField(p: CardNumberFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Field
        label="卡号"
        name="cardNo"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        // no clear button: a 19-digit number in groups of 4 needs the row's whole width to show whole
        clearable={false}
        placeholder="请输入16至19位银行卡号"
        value={p.value}
        error={p.error}
        onInput={p.onInput}
        onBlur={p.onBlur}
        inputRef={p.inputRef}
        suffix={
          <button
            type="button"
            class="add-card__camera"
            aria-label="拍照识别银行卡"
            onClick={() => picker.current?.click()}
          >
            <i aria-hidden="true" />
          </button>
        }
      />
      <input
        ref={picker}
        class="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const photo = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // the same photo may be chosen again
          if (photo) p.onPhoto(photo);
        }}
      />
      {p.warn && (
        <div class={`add-card__warn${p.confirmMissing ? ' add-card__warn--missing' : ''}`} role="alert">
          <p>{LUHN_WARNING}</p>
          <label class="add-card__check">
            <input type="checkbox" checked={p.confirmed} onChange={(e) => p.onConfirm(e.currentTarget.checked)} />
            我已核对，卡号无误
          </label>
        </div>
      )}
    </>
  );
}
