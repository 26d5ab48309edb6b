// A page's lazy component: the chunk load gives up after 60 s (SPEC section 9) and a failed
// load shows a retry page instead of leaving the router suspended forever.
import lazy from 'preact-iso/lazy';
import type { PageComponent, RouteDef } from './landing-routes';
import { ChunkFailed } from './fallback-pages';

const PAGE_LOAD_TIMEOUT = 60000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page load timed out')), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const pages = new Map<string, PageComponent>();

export function lazyPage(route: RouteDef): PageComponent {
  let page = pages.get(route.path);
  if (!page) {
    page = lazy(() => withTimeout(route.load(), PAGE_LOAD_TIMEOUT).catch(() => ({ default: ChunkFailed })));
    pages.set(route.path, page);
  }
  return page;
}
