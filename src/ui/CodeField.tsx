// The SMS code row of a form: 验证码, six digits with the phone's one-time-code autofill, and the
// button that sends the code (see CodeButton).
//   <CodeField storageKey="code:bank" onSend={sendCode} {...form.field('code')} />
import { Field, type FieldProps } from './Field';
import { CodeButton, type CodeButtonProps } from './CodeButton';

export type CodeFieldProps = Pick<FieldProps, 'name' | 'value' | 'onInput' | 'onBlur' | 'error' | 'inputRef'> &
  Pick<CodeButtonProps, 'storageKey' | 'onSend'>;

export function CodeField({ storageKey, onSend, ...field }: CodeFieldProps) {
  return (
    <Field
      label="验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6位验证码"
      {...field}
      suffix={<CodeButton storageKey={storageKey} onSend={onSend} />}
    />
  );
}
