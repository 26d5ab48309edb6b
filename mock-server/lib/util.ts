// Small helpers shared by route modules: ids and times (masks are the app's, src/lib/mask.ts).

/** The next id of a collection (max + 1, so ids are never reused after a delete). */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const r of rows) if (r.id > max) max = r.id;
  return max + 1;
}

export const nowIso = (): string => new Date().toISOString();

/** What a partner is called before they set a name: 用户 and the mobile's last four digits. */
export const newcomerNickname = (mobile: string): string => `用户${mobile.slice(-4)}`;

/** 'YYYY-MM-DD' of a time in the server's local time zone. */
export function localDay(time: string | Date): string {
  const d = typeof time === 'string' ? new Date(time) : time;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
