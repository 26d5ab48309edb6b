// Page tests without a server: a fetch that answers each API path from a table (and counts the
// calls), and the location context preact-iso's useLocation reads, for a given query.
import type { ComponentChild } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { httpHooks } from '../../src/api/http';

export type Answer =
  | { code?: number; message?: string; data?: unknown }
  | (() => { code?: number; message?: string; data?: unknown });

export interface FakeApi {
  /** answers by path, e.g. '/api/user/getUserCertificationH5' */
  routes: Record<string, Answer>;
  calls: { path: string; body: unknown }[];
  count(path: string): number;
  toasts: string[];
  restore(): void;
}

export function fakeApi(routes: Record<string, Answer> = {}): FakeApi {
  const realFetch = globalThis.fetch;
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
    api.calls.push({ path: url.pathname, body });
    const route = api.routes[url.pathname];
    if (!route)
      return new Response(JSON.stringify({ code: 404, message: `no fake for ${url.pathname}` }), { status: 404 });
    const answer = typeof route === 'function' ? route() : route;
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
