// Form state for <Field>s: each field's validator runs when the user leaves a field they edited
// and on submit; a failed submit focuses the first field in error. Sending is useSubmit's job
// (pending state, one request per tap): handleSubmit only checks the fields first.
//   const form = useForm({ mobile: { validate: mobile }, code: { validate: code() } });
//   <form onSubmit={form.handleSubmit((v) => signIn.submit({ mobile: v.mobile, code: v.code }))}>
//     <Field label="手机号" inputMode="tel" autoComplete="tel" {...form.field('mobile')} />
// Each field's value and error is a signal its <Field> reads, so a keystroke re-renders that field
// and not the page (a page of eight fields re-rendered whole takes a slow phone's frame).
// `values` is read when it is used (a handler, a submit); what the page shows from the values it
// reads with useFormValue, and what it stores as the user types it stores from `state`.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { useEffect, useReducer, useRef, useState } from 'react';

export type FieldValidator<K extends string> = (value: string, values: Record<K, string>) => string | null;

export type FormSpec<K extends string> = Record<K, { validate?: FieldValidator<K> }>;

/** The props of <Field> (or a field built on it) for one name. */
export interface FormField<K extends string> {
  name: K;
  value: ReadonlySignal<string>;
  error: ReadonlySignal<string | undefined>;
  onInput: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLElement | null) => void;
}

function create<K extends string>(spec: FormSpec<K>, initial: Partial<Record<K, string>>) {
  const names = Object.keys(spec) as K[];
  const values = {} as Record<K, Signal<string>>;
  const errors = {} as Record<K, Signal<string | undefined>>;
  for (const k of names) {
    values[k] = signal(initial[k] || '');
    errors[k] = signal(undefined);
  }
  const state = computed(() => {
    const v = {} as Record<K, string>;
    for (const k of names) v[k] = values[k].value;
    return v;
  });
  return {
    spec,
    names,
    values,
    errors,
    state,
    inputs: {} as Partial<Record<K, HTMLElement | null>>,
    edited: {} as Partial<Record<K, boolean>>,
    fields: {} as Partial<Record<K, FormField<K>>>,
  };
}

export function useForm<K extends string>(spec: FormSpec<K>, initial: Partial<Record<K, string>> = {}) {
  const [s] = useState(() => create(spec, initial));
  // the latest validators: a page's may close over its own state
  s.spec = spec;

  const check = (k: K) => {
    const rule = s.spec[k].validate;
    return rule?.(s.values[k].peek(), s.state.peek()) || undefined;
  };
  const setError = (k: K, message?: string | null) => {
    s.errors[k].value = message || undefined;
  };

  function setValues(patch: Partial<Record<K, string>>) {
    batch(() => {
      for (const k of Object.keys(patch) as K[]) s.values[k].value = patch[k] as string;
    });
  }

  function setValue(k: K, value: string) {
    batch(() => {
      s.values[k].value = value;
      s.edited[k] = true;
      // once shown, an error follows the typing so it disappears as soon as it is fixed
      if (s.errors[k].peek()) setError(k, check(k));
    });
  }

  /** Runs every validator; focuses the first field in error. true when all pass. */
  function validate(): boolean {
    const failed = batch(() => s.names.filter((k) => (s.errors[k].value = check(k))));
    const first = failed.length && s.inputs[failed[0]];
    if (first) first.focus();
    return !failed.length;
  }

  /** onSubmit handler: validates, then hands the values to `submit` (a useSubmit's, as a rule). */
  const handleSubmit = (submit: (values: Record<K, string>) => unknown) => (e?: Event) => {
    if (e) e.preventDefault();
    if (validate()) submit(s.state.peek());
  };

  /** The props of <Field> for one name (the same object every render). */
  const field = (k: K): FormField<K> =>
    (s.fields[k] ||= {
      name: k,
      value: s.values[k],
      error: s.errors[k],
      onInput: (v: string) => setValue(k, v),
      onBlur: () => s.edited[k] && setError(k, check(k)),
      inputRef: (el: HTMLElement | null) => {
        s.inputs[k] = el;
      },
    });

  return {
    /** the values now (not a subscription: a render that shows them uses useFormValue) */
    get values() {
      return s.state.peek();
    },
    /** every value, as a signal: for what follows the typing without rendering (a draft) */
    state: s.state as ReadonlySignal<Record<K, string>>,
    field,
    setValue,
    setValues,
    setError,
    validate,
    handleSubmit,
  };
}

export type Form<K extends string> = ReturnType<typeof useForm<K>>;

/** What a page renders from its form's values: it re-renders only when what `select` picks changes. */
export function useFormValue<K extends string, T>(form: Form<K>, select: (values: Record<K, string>) => T): T {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const picked = select(form.state.peek());
  const latest = useRef({ select, picked }).current;
  latest.select = select;
  latest.picked = picked;
  useEffect(
    () =>
      form.state.subscribe((values) => {
        if (!Object.is(latest.select(values), latest.picked)) changed(0);
      }),
    [form.state],
  );
  return picked;
}
