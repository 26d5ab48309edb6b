// What a page shows when there is nothing, when a load failed or when a step is done: a picture,
// a sentence, and what to do next. The pictures are a few shapes each in the app's blue and grey,
// drawn inline so a state shows its picture with no request (it may be the network that failed);
// they are decorative, the sentence says what happened. Pages that show a done step in their own
// layout use <Illustration> alone.
import type { ComponentChildren } from 'preact';
import './Empty.css';

export type IllustrationKind = 'empty' | 'network' | 'error' | 'success' | 'permission';

const DRAWINGS: Record<IllustrationKind, () => preact.JSX.Element> = {
  // an open tray with nothing in it
  empty: () => (
    <>
      <path class="l" d="M38 20h44l16 26H22z" />
      <path class="m" d="M22 46h24c0 8 6 12 14 12s14-4 14-12h24v32H22z" />
    </>
  ),
  // the signal arcs with a cross: no connection
  network: () => (
    <>
      <path class="s" d="M26 44a48 48 0 0 1 68 0M39 57a30 30 0 0 1 42 0" />
      <circle class="p" cx="88" cy="26" r="13" />
      <path class="w" d="m83 21 10 10m0-10-10 10" />
    </>
  ),
  // a page with a warning mark
  error: () => (
    <>
      <rect class="l" x="32" y="12" width="52" height="66" rx="6" />
      <circle class="p" cx="82" cy="64" r="14" />
      <path class="w" d="M82 56v9m0 6v.5" />
    </>
  ),
  // a tick in a ring
  success: () => (
    <>
      <circle class="l" cx="60" cy="44" r="36" />
      <circle class="p" cx="60" cy="44" r="25" />
      <path class="w" d="m48 44 8 8 15-16" />
    </>
  ),
  // a padlock
  permission: () => (
    <>
      <path class="s" d="M47 42V31a13 13 0 0 1 26 0v11" />
      <rect class="m" x="36" y="40" width="48" height="38" rx="7" />
      <path class="w" d="M60 54v10" />
    </>
  ),
};

export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg class={`ui-ill ui-ill--${kind}`} viewBox="0 0 120 96" aria-hidden="true">
      <ellipse cx="60" cy="88" rx="42" ry="5" fill="#eceef1" />
      {DRAWINGS[kind]()}
    </svg>
  );
}

export interface EmptyProps {
  text?: ComponentChildren;
  /** which picture: nothing here (default), no network, an error, done, not allowed */
  kind?: IllustrationKind;
  /** e.g. a <Button> to add the first item or to retry */
  children?: ComponentChildren;
}

export function Empty({ text = '暂无数据', kind = 'empty', children }: EmptyProps) {
  return (
    <div class="ui-empty">
      <Illustration kind={kind} />
      <p>{text}</p>
      {children}
    </div>
  );
}
