// One resource a page loads (a detail, a summary, a settings list): loading, failed with a
// reason, or loaded. Pages render it through <LoadState>; paged lists use usePagedList instead.
//   const cards = useResource(() => listBankCards(), []);
//   <LoadState resource={cards} failedText="银行卡加载失败">{(list) => …}</LoadState>
// A read answered before in this session starts with that answer (ui/kept-answers.ts) and asks
// again: the fresh answer replaces it; a failed one leaves it, with the failure said (LoadState).
import { useEffect, useRef, useState } from 'react';
import { inPlace } from '../lib/shown-in-place';
import { forgetAnswer, keepAnswer, keptAnswer, keptSession, readKey, sameAnswer } from './kept-answers';
import { online } from './online';

export type ResourceStatus = 'loading' | 'failed' | 'loaded';

export interface Resource<T> {
  status: ResourceStatus;
  /** the last answer; kept while a reload is on its way and when a reload fails */
  data: T | undefined;
  /** why the load failed: the server's message, or 网络信号丢失 when offline */
  error?: string;
  /** load again; the promise settles when the answer is in (for pull to refresh) */
  reload: () => Promise<void>;
  /** change the loaded data in place (an item deleted, a status moved) */
  update: (change: (data: T) => T) => void;
  /** drops this read's kept answer: the partner is off to change what it says, so a visit again waits for it */
  forget: () => void;
}

export interface ResourceOptions {
  /**
   * When deps change, keep showing the last answer until the new one is in (a search as you
   * type) instead of the skeleton. Should the new load fail, the old answer goes: it answered
   * another question.
   */
  keepOnChange?: boolean;
  /**
   * Never start from the answer kept of an earlier visit: what this read answers seeds a form,
   * decides where the page goes or what a payment or settlement is made of, so a stale answer
   * would be typed over, sent or followed (a new address saved as the default because the kept
   * answer said the list was empty).
   */
  fresh?: boolean;
}

const OFFLINE = '网络信号丢失';

export function useResource<T>(
  load: () => Promise<T>,
  deps: unknown[] = [],
  { keepOnChange = false, fresh = false }: ResourceOptions = {},
): Resource<T> {
  // a read answered before in this session shows its kept answer at once, then asks again
  const key = fresh ? undefined : readKey(load, deps);
  const [view, setView] = useState<{ status: ResourceStatus; data?: T; error?: string }>(() => {
    const data = keptAnswer<T>(key);
    return data === undefined ? { status: 'loading' } : { status: 'loaded', data };
  });
  // each start is numbered: the answer of an older start (a left filter, a double reload) is dropped;
  // `changed`: the shown data answers older deps until the latest start settles
  // `kept`: the answer shown is a kept one, not yet answered again
  const s = useRef({ run: 0, load, changed: false, key, mounted: false, kept: view.data !== undefined }).current;
  s.load = load;
  s.key = key;

  async function reload() {
    const run = ++s.run;
    const { key, askedIn } = { key: s.key, askedIn: keptSession() };
    setView((v) => (v.data === undefined ? { status: 'loading' } : v));
    try {
      // the page shows a failure in place (LoadState): the request wrapper does not toast it
      const data = await inPlace(s.load);
      if (run !== s.run) return;
      keepAnswer(key, data, askedIn);
      s.changed = false;
      // the kept answer shown said the same (the usual revisit): nothing renders again. Only that
      // one: a reload's answer is always new data, as a page that polls until it changes re-arms on it
      const kept = s.kept;
      s.kept = false;
      setView((v) =>
        kept && v.status === 'loaded' && !v.error && sameAnswer(v.data, data) ? v : { status: 'loaded', data },
      );
    } catch (e) {
      if (run !== s.run) return;
      const error = online.value ? (e as Error).message || '加载失败' : OFFLINE;
      const stale = s.changed;
      s.changed = false;
      setView((v) => (v.data === undefined || stale ? { status: 'failed', error } : { ...v, error }));
    }
  }

  useEffect(() => {
    const kept = s.mounted ? keptAnswer<T>(s.key) : undefined;
    if (kept !== undefined) {
      s.changed = false;
      s.kept = true;
      setView({ status: 'loaded', data: kept });
    } else if (s.mounted && keepOnChange) s.changed = true;
    else if (s.mounted) setView({ status: 'loading' });
    s.mounted = true;
    reload();
    return () => {
      s.run++;
    };
  }, deps);

  // the kept answer follows (an item deleted stays deleted on the next visit)
  const update = (change: (data: T) => T) =>
    setView((v) => {
      if (v.data === undefined) return v;
      const data = change(v.data);
      keepAnswer(s.key, data, keptSession());
      return { ...v, data };
    });
  return { ...view, data: view.data, reload, update, forget: () => forgetAnswer(s.key) };
}
