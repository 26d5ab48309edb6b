// Which route a path is. The shell knows the landing pages from the start (landing-routes.ts);
// the table of every page (routes.ts, 53 titles and chunk names) is a chunk of its own, fetched
// once the first page is on screen or at once when the address names another page.
import { signal } from '@preact/signals-core';
import { homeRoute, loginRoute, type RouteDef } from './landing-routes';
import { PAGE } from './paths';
import type { ChunkFailure } from './chunk-failure';

const LANDING = [loginRoute, homeRoute];

export type RouteTable = typeof import('./routes');

/** The table of every route, once loaded; until then only the landing routes are known. */
export const routeTable = signal<RouteTable | null>(null);

let loading: Promise<RouteTable> | undefined;

/**
 * Loads the route table (once). A request that failed is tried again on the next call; a table
 * that threw is not (its module is not to be used: loadChunk), its failure is the answer.
 */
export function loadRouteTable(): Promise<RouteTable> {
  const load = () => import('./routes');
  loading ??= load()
    // told apart by chunk-failure.ts; when that cannot come either, its failed request is the
    // answer (the network), said and reported by the page that waits for the table (App.tsx)
    .catch((e) => import('./chunk-failure').then((m) => m.loadAgain(e, load)))
    .then(
      (m) => (routeTable.value = m),
      (e) => {
        if ((e as ChunkFailure | null)?.chunk !== 'script') loading = undefined;
        throw e;
      },
    );
  return loading;
}

/** The route of a path among those known so far; `/` is the login page. */
export function findRoute(path: string): RouteDef | undefined {
  const p = path === '/' || path === '' ? PAGE.login : path;
  return (routeTable.value?.routes ?? LANDING).find((r) => r.path === p);
}
