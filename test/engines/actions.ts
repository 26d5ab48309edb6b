// What a partner does, on any engine: tap what the screen names, type into a field its label
// names, wait for a page to settle. Every wait polls a condition in the page; none sleeps for a
// fixed time. A failure says what was looked for, on which page.
import { type Engine, sleep } from './drivers/engine';

/** Waits until `body` (run in the page) answers something truthy: that answer. */
export async function waitFor<T>(engine: Engine, body: string, what: string, timeoutMs = 10000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    // a navigation under way may refuse a script: it counts as not yet
    const answer = await engine.run<T>(body).catch((e: Error) => {
      last = e.message;
      return null;
    });
    if (answer) return answer;
    if (Date.now() > until) {
      const at = await engine.run<string>('return location.hash;').catch(() => '?');
      throw new Error(
        `${engine.name}: ${what} not seen within ${timeoutMs / 1000} s on ${at}${last ? ` (${last})` : ''}`,
      );
    }
    await sleep(100);
  }
}

/** Taps the middle of what `find` (a probe expression) finds, once it is on screen. */
export async function tapOn(engine: Engine, find: string, what: string): Promise<void> {
  const at = await waitFor<{ x: number; y: number }>(engine, `var el = ${find}; return el && E.middle(el);`, what);
  await engine.tap(at);
}

/** Taps the button, link or label named `name` (in the open dialog if there is one). */
export const tap = (engine: Engine, name: string) => tapOn(engine, `E.control(${JSON.stringify(name)})`, `「${name}」`);

/** Taps the field labelled `label` and types `text` into it. */
export async function fill(engine: Engine, label: string, text: string): Promise<void> {
  await tapOn(engine, `E.field(${JSON.stringify(label)})`, `the field 「${label}」`);
  // the tap focuses it; a field under a fixed footer may need the focus given outright
  await engine.run('var el = E.field(arguments[0]); if (document.activeElement !== el) el.focus();', label);
  await engine.type(text);
}

/** Waits for `text` on screen. */
export const see = (engine: Engine, text: string, timeoutMs?: number) =>
  waitFor(engine, `return E.text().indexOf(${JSON.stringify(text)}) >= 0;`, `「${text}」`, timeoutMs);

/**
 * Waits until nothing loads (no loading bar, skeleton or busy button, the page left behind gone)
 * and the screen reads the same twice 150 ms apart.
 */
export async function settle(engine: Engine, timeoutMs = 15000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const state = await engine.run<{ ready: boolean; sign: string }>('return E.state();').catch(() => null);
    if (state?.ready && state.sign === last) return;
    last = state?.ready ? state.sign : '';
    if (Date.now() > until) {
      const at = await engine.run<string>('return location.hash;').catch(() => '?');
      throw new Error(`${engine.name}: still loading after ${timeoutMs / 1000} s on ${at}`);
    }
    await sleep(150);
  }
}

/** Opens `path` in the running app, as a link inside it does, and waits for it to settle. */
export async function goTo(engine: Engine, path: string): Promise<void> {
  // the page shown already (where signing in lands) is not left: it is only waited for
  await engine.run('if (location.hash !== "#" + arguments[0]) { E.leave(); location.hash = arguments[0]; }', path);
  await settle(engine);
}
