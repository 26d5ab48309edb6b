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
  closeOnMask?: boolean;
  class?: string;
  children?: ComponentChildren;
}

interface Layer {
  close?: () => void;
}
// Open layers, topmost last: Escape and back close only the top one.
const layers: Layer[] = [];
// Back entries we remove ourselves (history.back() after a close by button) are not "back" taps.
let ownPops = 0;
let settled: (() => void)[] = [];
const wakeSettled = () => {
  settled.forEach((resolve) => resolve());
  settled = [];
};

/**
 * Resolves once the history entry of a layer closed by code is gone. Navigate only after it
 * (confirm() and alert() wait for it), or the pending back() would undo the navigation.
 */
export function historySettled(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (!ownPops) return resolve();
      settled.push(resolve);
      setTimeout(wakeSettled, 300); // a WebView that never reports the back must not hang the caller
    }),
  );
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (ownPops > 0) {
      if (!--ownPops) wakeSettled();
    } else layers[layers.length - 1]?.close?.();
  });
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && layers.length) layers[layers.length - 1].close?.();
  });
}

const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

// Tab and Shift+Tab cycle inside the box instead of reaching the page behind.
function keepFocus(e: KeyboardEvent) {
  if (e.key !== 'Tab') return;
  const box = e.currentTarget as HTMLElement;
  const all = box.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = all[0] ?? box;
  const last = all[all.length - 1] ?? box;
  if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

export function Popup({ open, onClose, position = 'bottom', title, closeOnMask = true, class: cls = '', children }: PopupProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const layer = useRef<Layer>({}).current;
  layer.close = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const marker = { uiLayer: titleId };
    history.pushState(marker, '');
    layers.push(layer);
    (box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current)?.focus();
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      // Closed by a button: drop the entry we pushed (unless the page has moved on since).
      if (history.state?.uiLayer === titleId) {
        ownPops++;
        history.back();
      }
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div class="ui-popup-layer">
      <div class="ui-popup-mask" onClick={closeOnMask ? onClose : undefined} />
      <div
        ref={box}
        class={`ui-popup ui-popup--${position} ${cls}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={keepFocus}
      >
        {title && <h2 id={titleId} class="ui-popup__title">{title}</h2>}
        {children}
      </div>
    </div>,
    document.body,
  );
}
