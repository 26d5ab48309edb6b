// A layer above the page (a sheet from the bottom, or a centred box): mask, focus kept inside,
// Escape, and the browser's back button close it, so a phone's back gesture never leaves the page.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './Popup.css';

export interface PopupProps {
  open: boolean;
  /** Called on Escape, back, mask tap (see closeOnMask); leave it out where an action is required. */
  onClose?: () => void;
  position?: 'bottom' | 'center';
  title?: ComponentChildren;
  /** the accessible name when there is no title */
  label?: string;
  closeOnMask?: boolean;
  class?: string;
  children?: ComponentChildren;
}

// Close functions of the open layers, topmost last: Escape and back close only the top one.
const layers: (() => void)[] = [];
const closeTop = () => layers.length && layers[layers.length - 1]();
// History entries we remove ourselves (a layer closed by code) are not the user's back.
let ownPops = 0;

/**
 * Resolves once the history entry of a layer closed by code is gone. Navigate only after it
 * (confirm() and alert() wait for it), or the pending back() would undo the navigation.
 * After 300 ms it resolves anyway: a WebView that never reports the back must not hang the caller.
 */
export const historySettled = () =>
  new Promise<void>((resolve) => {
    const until = Date.now() + 300;
    const check = () => (!ownPops || Date.now() > until ? resolve() : setTimeout(check, 16));
    setTimeout(check);
  });

addEventListener('popstate', () => (ownPops ? ownPops-- : closeTop()));
addEventListener('keydown', (e) => e.key === 'Escape' && closeTop());

const FOCUSABLE = 'button:not(:disabled),[href],input:not(:disabled),textarea,[tabindex="0"]';

// Tab and Shift+Tab cycle inside the box instead of reaching the page behind.
function keepFocus(e: KeyboardEvent) {
  const box = e.currentTarget as HTMLElement;
  const all = box.querySelectorAll<HTMLElement>(FOCUSABLE);
  const last = all.length - 1;
  const edge = all[e.shiftKey ? 0 : last];
  if (e.key === 'Tab' && (!edge || document.activeElement === edge)) {
    e.preventDefault();
    (all[e.shiftKey ? last : 0] || box).focus();
  }
}

export function Popup({
  open,
  onClose,
  position = 'bottom',
  title,
  label,
  closeOnMask = true,
  class: cls = '',
  children,
}: PopupProps) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const latest = useRef(onClose);
  latest.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const close = () => latest.current?.();
    history.pushState({ layer: id }, '');
    layers.push(close);
    const el = box.current!;
    (el.querySelector<HTMLElement>(FOCUSABLE) || el).focus();
    return () => {
      layers.splice(layers.indexOf(close), 1);
      // Closed by code: drop the entry we pushed (unless the page has moved on since).
      if (history.state && history.state.layer === id) {
        ownPops++;
        history.back();
      }
      if (before) before.focus();
    };
  }, [open]);

  return open
    ? createPortal(
        <div class="ui-layer">
          {/* a tap beside the box, for pointers only: keyboards and readers close with Escape and back */}
          <div class="ui-mask" aria-hidden="true" onClick={closeOnMask ? onClose : undefined} />
          <div
            ref={box}
            class={`ui-popup ui-popup--${position} ${cls}`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={title ? id : undefined}
            aria-label={label}
            tabIndex={-1}
            onKeyDown={keepFocus}
          >
            {title && <h2 id={id}>{title}</h2>}
            {children}
          </div>
        </div>,
        document.body,
      )
    : null;
}
