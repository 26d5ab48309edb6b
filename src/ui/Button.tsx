// The one button: variants, sizes, loading and disabled. An async onClick keeps it busy until
// the promise settles, so one tap is one action (a second tap meanwhile is ignored).
import type { JSX } from 'preact';
import { useRef, useState } from 'react';
import { Loading } from './Loading';
import './Button.css';

export interface ButtonProps extends Omit<JSX.ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'size' | 'type'> {
  variant?: 'primary' | 'default' | 'danger' | 'plain' | 'text';
  size?: 'normal' | 'small';
  block?: boolean;
  loading?: boolean;
  /** text while loading; the children stay when not given */
  loadingText?: string;
  type?: 'button' | 'submit';
  onClick?: (e: MouseEvent) => unknown;
}

export function Button({
  variant = 'default', size = 'normal', block, loading, loadingText, disabled, type = 'button',
  onClick, class: cls = '', children, ...rest
}: ButtonProps) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const waiting = loading || busy;

  function click(e: MouseEvent) {
    if (inFlight.current || waiting) return;
    const result = onClick?.(e);
    if (!(result instanceof Promise)) return;
    inFlight.current = true;
    setBusy(true);
    // The rejection stays the caller's: it still reaches the console if nobody handled it.
    result.finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
  }

  return (
    <button
      {...rest}
      type={type}
      class={`ui-btn ui-btn--${variant} ui-btn--${size}${block ? ' ui-btn--block' : ''} ${cls}`}
      disabled={!!disabled || waiting}
      aria-busy={waiting || undefined}
      onClick={click}
    >
      {waiting ? <Loading>{loadingText ?? children}</Loading> : children}
    </button>
  );
}
