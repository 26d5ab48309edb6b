// The spinner shared by buttons, the loading toast, lists and pull-to-refresh.
import type { ComponentChildren } from 'preact';
import './Loading.css';

export function Loading({ children, vertical }: { children?: ComponentChildren; vertical?: boolean }) {
  return (
    <span class={vertical ? 'ui-loading ui-loading--v' : 'ui-loading'}>
      <i aria-hidden="true" />
      {/* an element, not a bare text: a margin spaces it from the spinner */}
      {children && <span>{children}</span>}
    </span>
  );
}
