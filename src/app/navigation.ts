// Hash navigation as signals, usable from components and from plain modules (the request
// wrapper's 401 handling, the launch flow). URLs look like `/#/pages/withdraw/index?x=1`.
import { signal } from '@preact/signals-core';
import { afterNextPaint } from '../lib/after-paint';

/** The part after `#`, always starting with `/`; garbage in the hash becomes `/`. */
export function readHashUrl(hash: string): string {
  const raw = hash.replace(/^#/, '');
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  try {
    new URL(raw, 'http://app.local');
    return raw;
  } catch {
    return '/';
  }
}

export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const u = new URL(url, 'http://app.local');
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(u.searchParams);
  } catch {
    // a malformed escape in the query: treat as no parameters
  }
  return { path: u.pathname.replace(/\/+$/g, '') || '/', query };
}

export const currentUrl = signal(readHashUrl(location.hash));
/** Bumped by a relaunch so the router mounts the page fresh. */
export const mountKey = signal(0);

// A tapped link changes the hash at once; the page it opens renders after the next frame, so that
// frame shows the link pressed within a few ms instead of waiting for the next page's render and
// first layout (a list page's took 170-400 ms at 4x CPU). The address is read when applied, so a
// redirect in between wins.
addEventListener('hashchange', () =>
  afterNextPaint(() => {
    currentUrl.value = readHashUrl(location.hash);
    document.querySelector('[data-opening]')?.removeAttribute('data-opening');
  }),
);

// :active paints only while the finger is down: a quick tap lifts it before the next frame, which
// then shows no change and so answers nothing until the next page's frame (the earnings centre's
// grid read 184-552 ms at 4x CPU). The link tapped is marked until its page is applied (base.css).
addEventListener('click', (e) => {
  // an in-app link to another page (a link out to a new tab has no hash; one to this page changes nothing)
  const link = (e.target as Element).closest('a');
  if (link?.hash && link.hash !== location.hash && !e.defaultPrevented) link.setAttribute('data-opening', '');
});

/** `path` with the given query; empty values are left out, each value is encoded once. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export function navigate(url: string): void {
  if (readHashUrl(location.hash) === url) return;
  location.hash = url;
}

/** Replace the current history entry (no new back step). */
export function redirect(url: string): void {
  history.replaceState(history.state, '', `#${url}`);
  currentUrl.value = url;
}

/** Replace the entry and mount the page fresh, so no stale page state survives. */
export function relaunch(url: string): void {
  redirect(url);
  mountKey.value++;
}

export function back(fallback: string): void {
  if (history.length > 1) history.back();
  else redirect(fallback);
}
