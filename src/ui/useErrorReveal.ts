// Shows a form's first error where it is: scrolled into view clear of the sticky nav bar and of a
// fixed footer (reveal.css gives error rows a scroll margin of the page's --footer-space), and
// its input focused. Call `reveal()` when errors are set (a failed check, a refusal in place);
// the scroll runs after the render that shows them.
//   const errors = useErrorReveal<HTMLFormElement>();
//   <form ref={errors.ref} …>   …   setProblems(found); errors.reveal();
import { useEffect, useRef, useState } from 'react';
import './reveal.css';

/** What shows an error: a field marked invalid, a field's message, an error paragraph. */
const ERROR = '[aria-invalid="true"], .ui-field__error, [role="alert"]';

/** Scrolls the first error under `root` into view (the whole field row, message included). */
export function revealFirstError(root: ParentNode | null): void {
  const error = root?.querySelector(ERROR);
  if (!error) return;
  const row = error.closest('.ui-field, .ui-reveal') ?? error;
  const input = row.querySelector<HTMLElement>('input:not([readonly]), textarea') ?? null;
  input?.focus({ preventScroll: true });
  row.scrollIntoView({ block: 'nearest' });
}

export function useErrorReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) revealFirstError(ref.current);
  }, [asked]);
  return { ref, reveal: () => setAsked((n) => n + 1) };
}
