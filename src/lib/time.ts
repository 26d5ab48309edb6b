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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "How long ago" (SPEC section 9): 刚刚 under 5 minutes, then 12分钟前 / 3小时前 / 5天前 up to
 * 30 days, then the date. A time slightly ahead (a phone's clock behind the server's) is 刚刚.
 */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  const d = parse(iso);
  if (!d) return '--';
  const ago = now - d.getTime();
  if (ago < 5 * MINUTE) return '刚刚';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}分钟前`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}小时前`;
  if (ago <= 30 * DAY) return `${Math.floor(ago / DAY)}天前`;
  return formatDate(iso);
}
