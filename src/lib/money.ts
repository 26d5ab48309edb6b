// Money is integer fen inside the app; yuan text exists only at the edges (input and display).
// No float arithmetic on amounts: parsing and formatting work on digit strings.

/** "12.3" → 1230; null when the text is not a non-negative amount with at most 2 decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** "1234567" → "1,234,567". */
const grouped3 = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** 123456 → "1,234.56" (with `grouped`), or "1234.56". Negative amounts keep their sign. */
export function formatYuan(fen: number | null | undefined, grouped = true): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '--';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.round(Math.abs(fen));
  const yuan = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${grouped ? grouped3(yuan) : yuan}.${cents}`;
}

// from 1亿元 in 亿, from 10万元 in 万 (the amounts in fen where each starts, and one unit of it)
const UNITS = [
  { from: 10_000_000_000, fen: 10_000_000_000, name: '亿' },
  { from: 10_000_000, fen: 1_000_000, name: '万' },
];

/**
 * For a figure in a narrow cell: below 10万元 as formatYuan, above in 万 or 亿 with two decimals,
 * rounded down so the figure never overstates (123456789 fen → "123.45万").
 */
export function formatYuanCompact(fen: number | null | undefined): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '--';
  const abs = Math.round(Math.abs(fen));
  const unit = UNITS.find((u) => abs >= u.from);
  if (!unit) return formatYuan(fen);
  const hundredths = Math.floor(abs / (unit.fen / 100));
  const whole = grouped3(String(Math.floor(hundredths / 100)));
  return `${fen < 0 ? '-' : ''}${whole}.${String(hundredths % 100).padStart(2, '0')}${unit.name}`;
}

/** "+12.00" / "-12.00": for records where the direction matters. */
export const formatSignedYuan = (fen: number): string => (fen > 0 ? '+' : '') + formatYuan(fen);

/** fen × basis points, rounded up to the next fen (the fee never undercharges). */
export function feeFen(amount: number, rateBp: number, minFee = 0): number {
  if (amount <= 0) return 0;
  return Math.max(minFee, Math.ceil((amount * rateBp) / 10000));
}
