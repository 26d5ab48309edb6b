// The seed is generated once, at a fixed date; a fresh copy is moved forward by whole days on
// first open so "today", "this month" and the 7/30-day trend always have data. A time of the
// seed's own day (or before) is the past: it never lands later than now, though a whole-day
// shift would put some of today's afternoon ahead of a morning's now.

import { yyyymmdd } from './random';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = 86400000;

function localDayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Shifts every ISO time in `state` (in place) by the whole days between its seed date and `now`. */
export function rebaseDates(state: { meta: { seedDate: string } }, now: Date): void {
  const seed = new Date(state.meta.seedDate);
  const shift = Math.round((localDayStart(now) - localDayStart(seed)) / DAY) * DAY;
  // later than a day after the seed time is a deliberate future (a card's expiry): shifted as is
  const pastUntil = seed.getTime() + DAY;
  const move = (time: number) => (time > pastUntil ? time + shift : Math.min(time + shift, now.getTime()));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return ISO.test(node) ? new Date(move(Date.parse(node))).toISOString() : node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = walk(node[i]);
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = walk(record[key]);
    }
    return node;
  };
  walk(state);
  redateNumbers(state);
}

// Numbers that carry their record's date (an order's XD20250615…, a wash card's XC…), as the
// collections make them: the date in them moves with the record's, so no 2025 number sits on a
// 2026 row.
const DATED_NUMBERS: { number: string; date: string }[] = [
  { number: 'orderNo', date: 'createdAt' },
  { number: 'cardNo', date: 'boughtAt' },
];
const DATED = /^([A-Z]{2})\d{8}(\d+)$/;

function redateNumbers(state: object): void {
  for (const rows of Object.values(state)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      for (const { number, date } of DATED_NUMBERS) {
        const n = row[number];
        const d = row[date];
        const parts = typeof n === 'string' && typeof d === 'string' ? DATED.exec(n) : null;
        if (parts) row[number] = `${parts[1]}${yyyymmdd(d as string)}${parts[2]}`;
      }
    }
  }
}
