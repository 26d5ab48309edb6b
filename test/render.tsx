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

/** Waits for pending promises and effects (a fetch answered, a lazy chunk loaded). */
export async function flush(ms = 0) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
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

export { act };
