// The shared top bar: back arrow, title, right slot. The app shell draws it for pages without
// their own header; with no history to go back to, back leads to the earnings centre. A landing
// page (onBack null) has no back arrow: there is nothing in the app behind it.
import type { ComponentChildren } from 'preact';
import './NavBar.css';

export interface NavBarProps {
  title: ComponentChildren;
  /** null: no back arrow (a landing page) */
  onBack?: (() => void) | null;
  right?: ComponentChildren;
}

function goBack() {
  if (history.length > 1) history.back();
  else location.hash = '#/pages/index/index';
}

export function NavBar({ title, onBack = goBack, right }: NavBarProps) {
  return (
    <header class="ui-navbar">
      {onBack ? <button type="button" aria-label="返回" onClick={onBack} /> : <span />}
      <h1>{title}</h1>
      <div>{right}</div>
    </header>
  );
}
