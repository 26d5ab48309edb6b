// Form state for <Field>s: each field's validator runs when the user leaves a field they edited
// and on submit; a failed submit focuses the first field in error. Sending is useSubmit's job
// (pending state, one request per tap): handleSubmit only checks the fields first.
//   const form = useForm({ mobile: { validate: mobile }, code: { validate: code() } });
//   <form onSubmit={form.handleSubmit((v) => signIn.submit({ mobile: v.mobile, code: v.code }))}>
//     <Field label="手机号" inputMode="tel" autoComplete="tel" {...form.field('mobile')} />
import { useRef, useState } from 'react';

export type FieldValidator<K extends string> = (value: string, values: Record<K, string>) => string | null;

export type FormSpec<K extends string> = Record<K, { validate?: FieldValidator<K> }>;

export function useForm<K extends string>(spec: FormSpec<K>, initial: Partial<Record<K, string>> = {}) {
  const names = Object.keys(spec) as K[];
  const [values, setState] = useState(() => {
    const v = {} as Record<K, string>;
    for (const k of names) v[k] = initial[k] || '';
    return v;
  });
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // The latest values for handlers made in an earlier render; the inputs, to focus an error.
  const s = useRef({
    values,
    inputs: {} as Partial<Record<K, HTMLElement | null>>,
    edited: {} as Partial<Record<K, boolean>>,
  }).current;

  const check = (k: K) => {
    const validate = spec[k].validate;
    return validate?.(s.values[k], s.values) || undefined;
  };
  const setError = (k: K, message?: string | null) =>
    setErrors((e) => Object.assign({}, e, { [k]: message || undefined }));

  function setValues(patch: Partial<Record<K, string>>) {
    s.values = Object.assign({}, s.values, patch);
    setState(s.values);
  }

  function setValue(k: K, value: string) {
    setValues({ [k]: value } as Partial<Record<K, string>>);
    s.edited[k] = true;
    // once shown, an error follows the typing so it disappears as soon as it is fixed
    if (errors[k]) setError(k, check(k));
  }

  /** Runs every validator; focuses the first field in error. true when all pass. */
  function validate(): boolean {
    const found: Partial<Record<K, string>> = {};
    const failed = names.filter((k) => (found[k] = check(k)));
    setErrors(found);
    const first = failed.length && s.inputs[failed[0]];
    if (first) first.focus();
    return !failed.length;
  }

  /** onSubmit handler: validates, then hands the values to `submit` (a useSubmit's, as a rule). */
  const handleSubmit = (submit: (values: Record<K, string>) => unknown) => (e?: Event) => {
    if (e) e.preventDefault();
    if (validate()) submit(s.values);
  };

  /** The props of <Field> for one name. */
  const field = (k: K) => ({
    name: k,
    value: values[k],
    error: errors[k],
    onInput: (v: string) => setValue(k, v),
    onBlur: () => s.edited[k] && setError(k, check(k)),
    inputRef: (el: HTMLElement | null) => {
      s.inputs[k] = el;
    },
  });

  return { values, errors, field, setValue, setValues, setError, validate, handleSubmit };
}
