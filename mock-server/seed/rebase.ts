// The seed is generated once, at a fixed date; a fresh copy is moved forward by whole days on
// first open so "today", "this month" and the 7/30-day trend always have data. A time of the
// seed's own day (or before) is the past: it never lands later than now, though a whole-day
// shift would put some of today's afternoon ahead of a morning's now.

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
}
