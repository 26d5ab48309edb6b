// A page's lazy component: the chunk load gives up after 60 s (SPEC section 9) and a failed
// load shows what failed, with a retry, instead of leaving the router suspended forever.
import lazy from 'preact-iso/lazy';
import type { PageComponent, RouteDef } from './landing-routes';
import type { ChunkFailure } from './chunk-failure';
import { ChunkFailed } from './fallback-pages';

const PAGE_LOAD_TIMEOUT = 60000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const gaveUp: ChunkFailure = { chunk: 'network', error: 'page load timed out' };
    const timer = setTimeout(reject, ms, gaveUp);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * What shows after a chunk failed: chunk-failure.ts, itself a chunk, says what failed; when that
 * cannot come either, a request failed (the network: reported as such).
 */
export function afterFailure(
  explain: (m: typeof import('./chunk-failure')) => PageComponent | Promise<PageComponent>,
): Promise<PageComponent> {
  return import('./chunk-failure').then(explain, (e) => {
    // the hook itself, not reportFieldError: this is the first load's only report, so that
    // module stays in the chunk that says what failed
    const hook = window.__fieldError;
    if (hook) hook(e, 'chunk-network');
    return ChunkFailed;
  });
}

const pages = new Map<string, PageComponent>();

export function lazyPage(route: RouteDef): PageComponent {
  let page = pages.get(route.path);
  if (!page) {
    page = lazy<PageComponent>(() =>
      withTimeout(route.load(), PAGE_LOAD_TIMEOUT).catch((e) => afterFailure((m) => m.pageAgain(e, route.load))),
    );
    pages.set(route.path, page);
  }
  return page;
}
