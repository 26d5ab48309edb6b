// Page tests without a server: a fetch that answers each API path from a table (and counts the
// calls), and the location context preact-iso's useLocation reads, for a given query.
import type { ComponentChild } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { httpHooks } from '../../src/api/http';
import { render } from '../render';

export type Answer =
  | { code?: number; message?: string; data?: unknown }
  | ((query: Record<string, string>) => { code?: number; message?: string; data?: unknown });

export interface FakeApi {
  /** answers by path, e.g. '/api/user/getUserCertificationH5' */
  routes: Record<string, Answer>;
  /** `key`: the Idempotency-Key the call carried */
  calls: { path: string; body: unknown; key?: string }[];
  count(path: string): number;
  toasts: string[];
  restore(): void;
}

// taken once, when no stand-in is in place: a test that sets up twice before restoring (a loop of
// cases) must still get the real fetch back, not the first stand-in
const realFetch = globalThis.fetch;

export function fakeApi(routes: Record<string, Answer> = {}): FakeApi {
  const api: FakeApi = {
    routes,
    calls: [],
    toasts: [],
    count: (path) => api.calls.filter((c) => c.path === path).length,
    restore: () => {
      globalThis.fetch = realFetch;
      httpHooks.toast = () => {};
    },
  };
  httpHooks.toast = (m) => api.toasts.push(m);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = new Headers(init?.headers).get('Idempotency-Key') ?? undefined;
    api.calls.push({ path: url.pathname, body, ...(key ? { key } : {}) });
    const route = api.routes[url.pathname];
    if (!route)
      return new Response(JSON.stringify({ code: 404, message: `no fake for ${url.pathname}` }), { status: 404 });
    const answer = typeof route === 'function' ? route(Object.fromEntries(url.searchParams)) : route;
    return new Response(JSON.stringify({ code: 0, message: 'ok', ...answer }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return api;
}

/** Renders `ui` as the router would at `url` (only the query matters to the pages). */
export function AtUrl({ url, children }: { url: string; children: ComponentChild }) {
  const u = new URL(url, 'http://app.local');
  const value = { url, path: u.pathname, query: Object.fromEntries(u.searchParams), route: () => {}, wasPush: true };
  const Provider = (LocationProvider as unknown as { ctx: { Provider: preact.Provider<unknown> } }).ctx.Provider;
  return <Provider value={value}>{children}</Provider>;
}

/** render() of `ui` at `url`, as the router would show it there. */
export const renderAt = (url: string, ui: ComponentChild) => render(<AtUrl url={url}>{ui}</AtUrl>);
