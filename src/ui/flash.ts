// One short-lived message at a time (toast, notify): a new one replaces the old, a timer hides it.
import { signal } from '@preact/signals-core';

export interface Flash<T> {
  text: string;
  type: T;
  id: number;
}

let lastId = 0;

export function flashChannel<T>() {
  const current = signal<Flash<T> | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Shows the message (for `duration` ms; 0 = until closed) and returns its close(). */
  function show(text: string, type: T, duration: number): () => void {
    clearTimeout(timer);
    const id = ++lastId;
    const close = () => {
      if (current.value?.id !== id) return; // already replaced by a newer message
      clearTimeout(timer);
      current.value = null;
    };
    current.value = { text, type, id };
    if (duration > 0) timer = setTimeout(close, duration);
    return close;
  }
  return { current, show };
}
