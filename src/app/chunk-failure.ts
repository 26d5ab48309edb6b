// A chunk's import() that failed, and why: its request failed (the network, or a server that
// answered with an error), or it arrived and its code threw (at evaluation, or a syntax its kernel
// cannot parse). Loaded only once a chunk has failed or a page threw (it brings 页面出错了, which the
// first load leaves out): when this module cannot come either, the network is why (lazy-page.ts),
// and the service worker does not keep it, so a phone where nothing fails never fetches it.
// Engines word a failed import each their own way and a script may throw a TypeError too, so the
// words of the error tell nothing; what tells is a second import() of the same module, which
// costs no request for what arrived (it is in the module map):
// - a module that threw is never evaluated twice: Chromium rejects the second import with the
//   very same error (the spec's cached evaluation error), WebKit resolves it without any request;
// - a request that failed is not cached as a module: the second import asks again (and may
//   succeed: the chunk is used) or rejects with a new error (Chromium 66 answers the second
//   import from its failed entry, with a new error too).
// Checked by hand on Chromium 66, the newest Chromium and WebKitGTK 2.50; the journey
// test/browser/chunk-failures.test.ts holds the newest Chromium to it.

import type { PageComponent } from './landing-routes';
import { ChunkFailed } from './fallback-pages';
import { PageFailed } from './page-failed';
import { reportFieldError } from './field-errors/report-error';

export type ChunkFailureKind = 'network' | 'script';

/** What a chunk's import() that failed rejects with: what failed, and the engine's error. */
export interface ChunkFailure {
  chunk: ChunkFailureKind;
  error: unknown;
}

export const isChunkFailure = (e: unknown): e is ChunkFailure => !!(e as ChunkFailure | null)?.chunk;

/** Starts watching which scripts are fetched; `stop()` says whether any was. */
function watchScriptRequests(): () => boolean {
  let fetched = false;
  try {
    const seen = (list: PerformanceEntryList) => {
      fetched ||= list.some((e) => /\.js\b/.test(e.name));
    };
    const observer = new PerformanceObserver((l) => seen(l.getEntries()));
    observer.observe({ entryTypes: ['resource'] });
    return () => {
      seen(observer.takeRecords());
      observer.disconnect();
      return fetched;
    };
  } catch {
    // no resource timing: a second import that resolves is taken as one whose request now went through
    return () => true;
  }
}

/** After `load` failed with `first`: the module when a second try fetched it, else a ChunkFailure. */
export async function loadAgain<T>(first: unknown, load: () => Promise<T>): Promise<T> {
  // a load that gave up (lazy-page.ts) said so already
  if (isChunkFailure(first)) throw first;
  const fetched = watchScriptRequests();
  let again: T;
  try {
    again = await load();
  } catch (e) {
    fetched();
    throw { chunk: e === first ? 'script' : 'network', error: first } satisfies ChunkFailure;
  }
  // resolved: a request that failed went through now, or (WebKit) a module that threw, whose
  // exports are not to be used
  if (fetched()) return again;
  throw { chunk: 'script', error: first } satisfies ChunkFailure;
}

/** What shows for a chunk that failed to load (reported: the team hears of it). */
export function failedChunkPage(e: unknown): PageComponent {
  const script = isChunkFailure(e) && e.chunk === 'script';
  reportFieldError(script ? 'chunk-script' : 'chunk-network', isChunkFailure(e) ? e.error : e);
  return script ? PageFailed : ChunkFailed;
}

/** What shows in place of a page that threw while rendering (PageBoundary.tsx), reported. */
export function pageThrew(error: unknown): PageComponent {
  console.error(error);
  reportFieldError('render', error);
  return PageFailed;
}

/** A page after its module's load failed with `first`: loaded again, or the page saying what failed. */
export const pageAgain = (first: unknown, load: () => Promise<{ default: PageComponent }>) =>
  loadAgain(first, load).then((m) => m.default, failedChunkPage);
