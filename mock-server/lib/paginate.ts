// One page of a list: `{ list, total, pageNum, pageSize }`, newest first, stable order.
import type { Page } from '../../src/api/types';
import { optInt, type Input } from './input';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** The time a row sorts by: `createdAt` when it has one. */
type Dated = { id: number; createdAt?: string };

/**
 * Pages `list` by the body's pageNum/pageSize (1 / 10, at most 50); past the end the list is
 * empty. Sorted by `newest(row)` (default: createdAt) descending, then id descending.
 */
export function paginate<T extends { id: number }>(
  list: readonly T[],
  body: Input,
  newest: (row: T) => string | null | undefined = (row) => (row as Dated).createdAt,
): Page<T> {
  const pageNum = optInt(body, 'pageNum', '页码', { min: 1 }) ?? 1;
  const pageSize = optInt(body, 'pageSize', '每页条数', { min: 1, max: MAX_PAGE_SIZE }) ?? DEFAULT_PAGE_SIZE;
  const sorted = [...list].sort((a, b) => {
    const ta = newest(a) || '';
    const tb = newest(b) || '';
    return ta === tb ? b.id - a.id : ta < tb ? 1 : -1;
  });
  const start = (pageNum - 1) * pageSize;
  return { list: sorted.slice(start, start + pageSize), total: list.length, pageNum, pageSize };
}

/** A copy of `row` without the server-only fields (owner ids, full card numbers). */
export function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy;
}
