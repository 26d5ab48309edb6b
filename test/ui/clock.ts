// A fake clock for component tests: Date.now, setTimeout and setInterval move only on tick().
// (test/render's flush() waits on setTimeout: use tick() instead while the clock is installed.)
// Restore it in a `finally` (or an after.each hook, which uvu also runs when a test fails): all
// suites share one process, and a clock left behind would stop every later test's timers.
import { act } from '../render';

let installed = false;

interface Timer {
  at: number;
  run: () => void;
  every?: number;
}

export function installClock(start = Date.UTC(2026, 0, 15, 4, 0, 0)) {
  // a second clock would take the first one's fakes for the real timers and never give them back
  if (installed) throw new Error('a fake clock is already installed: restore() it in a finally first');
  installed = true;
  const real = { now: Date.now, setTimeout, clearTimeout, setInterval, clearInterval };
  const timers = new Map<number, Timer>();
  let now = start;
  let lastId = 0;
  const g = globalThis as unknown as Record<string, unknown>;
  // a handle like Node's Timeout: Node's own fetch (undici) may schedule a timer on a connection
  // left open by an earlier suite while the clock is installed, and it calls unref() on it
  const add = (run: () => void, ms = 0, every?: number) => {
    const id = ++lastId;
    timers.set(id, { at: now + ms, run, every });
    const handle = {
      unref: () => handle,
      ref: () => handle,
      hasRef: () => true,
      refresh: () => handle,
      [Symbol.toPrimitive]: () => id,
    };
    return handle;
  };
  Date.now = () => now;
  g.setTimeout = (fn: () => void, ms?: number) => add(fn, ms);
  g.setInterval = (fn: () => void, ms = 0) => add(fn, ms, Math.max(1, ms));
  g.clearTimeout = g.clearInterval = (id: unknown) => timers.delete(Number(id));

  return {
    now: () => now,
    /** Moves time on by `ms`, running each timer due on the way inside act(). */
    async tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, t] = due;
        now = t.at;
        if (t.every) t.at += t.every;
        else timers.delete(id);
        await act(async () => t.run());
      }
      now = end;
      await act(async () => {});
    },
    restore() {
      installed = false;
      Object.assign(globalThis, {
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
      });
      Date.now = real.now;
    },
  };
}
