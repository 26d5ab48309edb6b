// The one button: variants, sizes, loading and disabled. An async onClick keeps it busy until
// the promise settles, so one tap is one action (a second tap meanwhile is ignored).
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'react';
import { Loading } from './Loading';
import './Button.css';

export interface ButtonProps {
  variant?: 'primary' | 'default' | 'danger' | 'plain' | 'text';
  size?: 'normal' | 'small';
  block?: boolean;
  loading?: boolean;
  /** text while loading; the children stay when not given */
  loadingText?: string;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: (e: MouseEvent) => unknown;
  class?: string;
  'aria-label'?: string;
  children?: ComponentChildren;
}

export function Button(p: ButtonProps) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const waiting = p.loading || busy;

  function click(e: MouseEvent) {
    const result = !inFlight.current && p.onClick && p.onClick(e);
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
      type={p.type || 'button'}
      class={
        `ui-btn ui-btn--${p.variant || 'default'}${p.size === 'small' ? ' ui-btn--small' : ''}` +
        `${p.block ? ' ui-btn--block' : ''} ${p.class || ''}`
      }
      disabled={p.disabled || waiting}
      aria-busy={waiting || undefined}
      aria-label={p['aria-label']}
      onClick={click}
    >
      {waiting ? <Loading>{p.loadingText || p.children}</Loading> : p.children}
    </button>
  );
}
