// A prop that may be a value or a signal of one (a form's field, src/ui/useForm.ts): the component
// reads the signal itself, so a change renders that component and not the page that passed it.
// Without @preact/signals' renderer integration, which the login's first load leaves out.
import { type ReadonlySignal, Signal } from '@preact/signals-core';
import { useEffect, useReducer, useRef } from 'react';

/** The value, rendering again when the signal changes. */
export function useValueOf<T>(v: T | ReadonlySignal<T>): T {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const source = v instanceof Signal ? (v as ReadonlySignal<T>) : null;
  const shown = source ? source.peek() : (v as T);
  const rendered = useRef(shown);
  rendered.current = shown;
  // only a change from what was rendered: subscribe()'s call at once would render every field twice
  useEffect(() => source?.subscribe((now) => now !== rendered.current && changed(0)), [source]);
  return shown;
}
