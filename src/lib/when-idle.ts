// Work the page on screen does not need waits until the phone's main thread is free, so it
// comes after what the page's first answers bring (a returning partner's figures, whose answers
// index.html asked for before the scripts) rather than in front of it. Where there is no
// requestIdleCallback (iOS Safari), after `fallbackMs`.
export function whenIdle(run: () => void, { timeout = 2000, fallbackMs = 300 } = {}): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallbackMs);
}
