// Times arrive as ISO 8601 strings; pages show them in the phone's local time, in the short
// numeric form Chinese apps use ("2026-11-21 09:05"). Bad input shows as "--", never "NaN".

const pad = (n: number) => String(n).padStart(2, '0');

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-11-21" */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '--';
}

/** "2026-11-21 09:05" */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '--';
}

/** "2026-11" for a date (default now): the month filters of earnings lists. */
export function monthKey(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** "2026-11" → "2026年11月" */
export function formatMonth(key: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  return m ? `${m[1]}年${Number(m[2])}月` : key;
}
