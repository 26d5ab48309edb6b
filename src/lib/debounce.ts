// Rate limits for handlers: debounce (search as you type; 500 ms by default, SPEC section 9)
// waits for a pause, throttle (scroll, resize) runs at most once per interval.

export interface Limited<A extends unknown[]> {
  (...args: A): void;
  /** drops a pending call */
  cancel(): void;
}

/** Calls `fn` once `wait` ms have passed without another call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = 500): Limited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limited = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  limited.cancel = () => clearTimeout(timer);
  return limited;
}

/** Calls `fn` at once, then at most once per `wait` ms; the last call in an interval runs at its end. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = 500): Limited<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    pending = null;
    fn(...args);
  };
  const limited = (...args: A) => {
    const left = last + wait - Date.now();
    if (left <= 0) return run(args);
    if (!pending) timer = setTimeout(() => pending && run(pending), left);
    pending = args;
  };
  limited.cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  return limited;
}
