// The shell reads signals through these hooks rather than through `.value` in render: that needs
// @preact/signals' renderer integration, which stays out of the first-load chunk (about 1.3 KB
// gzip) and arrives with the first page that renders state (src/app/state imports it). Pages read
// `.value` as usual.
import { type ReadonlySignal, Signal } from '@preact/signals-core';
import { useEffect, useReducer, useRef } from 'react';

export function useSignalValue<T>(s: ReadonlySignal<T>): T {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // subscribe() calls back at once, which also catches a change between render and effect
  useEffect(() => s.subscribe(() => changed(0)), [s]);
  return s.peek();
}

/** A prop that is a value or a signal of one (a form's field): the value, re-rendering when the signal changes. */
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
