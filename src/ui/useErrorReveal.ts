// Shows a form's first error where it is: scrolled into view clear of the sticky nav bar and of a
// fixed footer (reveal.css gives error rows a scroll margin of the page's --footer-space), and
// its input focused. Call `reveal()` when errors are set (a failed check, a refusal in place);
// the scroll runs after the render that shows them.
//   const errors = useErrorReveal<HTMLFormElement>();
//   <form ref={errors.ref} …>   …   setProblems(found); errors.reveal();
import { useEffect, useRef, useState } from 'react';
import './reveal.css';

export function useErrorReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // a field marked invalid, a field's message, an error paragraph: the whole field row shows
    const error = asked && ref.current?.querySelector('[aria-invalid="true"], .ui-field__error, [role="alert"]');
    if (!error) return;
    const row = error.closest('.ui-field') ?? error;
    row.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'nearest' });
  }, [asked]);
  return { ref, reveal: () => setAsked((n) => n + 1) };
}
