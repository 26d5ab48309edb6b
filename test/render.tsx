// Renders a component into the happy-dom document and gives back what a test needs.
import { render as preactRender, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { forgetKeptAnswers } from '../src/ui/kept-answers';

/** Each render starts a session of its own: no answer kept by an earlier test shows (a revisit is a rerender). */
export function render(ui: ComponentChild) {
  forgetKeptAnswers();
  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => preactRender(ui, container));
  return {
    container,
    rerender: (next: ComponentChild) => act(() => preactRender(next, container)),
    unmount: () => {
      act(() => preactRender(null, container));
      container.remove();
    },
  };
}

/**
 * Waits for pending promises and effects (a fetch answered, a lazy chunk loaded) and the next
 * frame, with what runs after it (src/lib/after-paint.ts: a tap's work follows its paint).
 */
export async function flush(ms = 0) {
  await act(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, ms)));
  });
}

/**
 * Flushes until `done()` holds, or `ms` have passed: for work that waits on a frame and a timer,
 * which a loaded machine may run later than any fixed wait.
 */
export async function until(done: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await flush(5);
}

export function fire(el: Element, type: string, init: Record<string, unknown> = {}) {
  act(() => {
    el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, ...init }));
  });
}

/** Sets an input's value the way typing does and fires `input`. */
export function type(el: Element, value: string) {
  act(() => {
    (el as HTMLInputElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A double tap on submit: the form in `container` submitted twice in one turn, before anything renders. */
export function submitTwice(container: Element) {
  const form = container.querySelector('form')!;
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

export { act };
