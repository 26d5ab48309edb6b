// The shell reads signals through this hook rather than through `.value` in render: that needs
// @preact/signals' renderer integration, which stays out of the first-load chunk (about 1.3 KB
// gzip) and arrives with the first page that renders state (src/app/state imports it). Pages read
// `.value` as usual.
import type { ReadonlySignal } from '@preact/signals-core';
import { useEffect, useReducer } from 'react';

export function useSignalValue<T>(s: ReadonlySignal<T>): T {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // subscribe() calls back at once, which also catches a change between render and effect
  useEffect(() => s.subscribe(() => changed(0)), [s]);
  return s.peek();
}
