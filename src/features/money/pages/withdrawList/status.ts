// The tabs of 提现记录: 全部, then one per withdrawal status, named as its badge reads
// (src/api/status-names.ts), in the order a withdrawal moves: waiting, reviewing, paid; then
// the two ways it comes back.
import { WITHDRAWAL_STATUS_NAMES } from '../../../../api/status-names';
import type { WithdrawalStatus } from '../../../../api/types';

/** 'all' or one status. */
export type StatusTab = 'all' | WithdrawalStatus;
export const STATUS_TABS: { key: StatusTab; title: string }[] = [
  { key: 'all', title: '全部' },
  ...([0, 1, 2, 3, 4] as const).map((key) => ({ key, title: WITHDRAWAL_STATUS_NAMES[key] })),
];

/** The tab named in the URL (?status=2), or 全部. */
export function tabOf(query: string | undefined): StatusTab {
  return STATUS_TABS.find((t) => String(t.key) === query)?.key ?? 'all';
}
