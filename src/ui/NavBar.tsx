// The shared top bar: back arrow, title, right slot. The app shell draws it for pages without
// their own header; with no history to go back to, back leads to the earnings centre.
import type { ComponentChildren } from 'preact';
import './NavBar.css';

export interface NavBarProps {
  title: ComponentChildren;
  onBack?: () => void;
  right?: ComponentChildren;
}

function goBack() {
  if (history.length > 1) history.back();
  else location.hash = '#/pages/index/index';
}

export function NavBar({ title, onBack = goBack, right }: NavBarProps) {
  return (
    <header class="ui-navbar">
      <button type="button" aria-label="返回" onClick={onBack} />
      <h1>{title}</h1>
      <div>{right}</div>
    </header>
  );
}
