// Form state for <Field>s: each field's validator runs when the user leaves a field they edited
// and on submit; a failed submit focuses the first field in error.
//   const form = useForm({ mobile: { validate: mobile }, code: { validate: code() } });
//   <form onSubmit={form.handleSubmit((v) => login(v.mobile, v.code))}>
//     <Field label="手机号" inputMode="tel" autoComplete="tel" {...form.field('mobile')} />
import { useRef, useState } from 'react';

export type FieldValidator<K extends string> = (value: string, values: Record<K, string>) => string | null;

export type FormSpec<K extends string> = Record<K, { validate?: FieldValidator<K> }>;

export function useForm<K extends string>(spec: FormSpec<K>, initial: Partial<Record<K, string>> = {}) {
  const names = Object.keys(spec) as K[];
  const [values, setValues] = useState(() => {
    const v = {} as Record<K, string>;
    for (const k of names) v[k] = initial[k] ?? '';
    return v;
  });
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Latest values for handlers created in an earlier render; inputs for focusing the first error.
  const latest = useRef(values);
  latest.current = values;
  const inputs = useRef<Partial<Record<K, HTMLElement | null>>>({});
  const edited = useRef(new Set<K>());
  const busy = useRef(false);

  const check = (k: K, all: Record<K, string>) => spec[k].validate?.(all[k], all) || undefined;
  const setError = (k: K, message?: string | null) => setErrors((e) => ({ ...e, [k]: message || undefined }));

  function setValue(k: K, value: string) {
    const next = { ...latest.current, [k]: value };
    latest.current = next;
    setValues(next);
    edited.current.add(k);
    // once shown, an error follows the typing so it disappears as soon as it is fixed
    if (errors[k]) setError(k, check(k, next));
  }

  /** Runs every validator; focuses the first field in error. true when all pass. */
  function validate(): boolean {
    const found: Partial<Record<K, string>> = {};
    const failed = names.filter((k) => (found[k] = check(k, latest.current)));
    setErrors(found);
    if (failed.length) inputs.current[failed[0]]?.focus();
    return !failed.length;
  }

  /** onSubmit handler: validates, then runs `submit` once at a time (see `submitting`). */
  function handleSubmit(submit: (values: Record<K, string>) => unknown) {
    return async (e?: Event) => {
      e?.preventDefault();
      if (busy.current || !validate()) return;
      busy.current = true;
      setSubmitting(true);
      try {
        await submit(latest.current);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    };
  }

  /** The props of <Field> for one name. */
  function field(k: K) {
    return {
      name: k,
      value: values[k],
      error: errors[k],
      onInput: (v: string) => setValue(k, v),
      onBlur: () => edited.current.has(k) && setError(k, check(k, latest.current)),
      inputRef: (el: HTMLElement | null) => {
        inputs.current[k] = el;
      },
    };
  }

  const setAll = (patch: Partial<Record<K, string>>) => {
    latest.current = { ...latest.current, ...patch };
    setValues(latest.current);
  };
  return { values, errors, submitting, field, setValue, setValues: setAll, setError, validate, handleSubmit };
}
