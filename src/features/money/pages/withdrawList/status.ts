// How a withdrawal's status reads to the user, and the tabs that filter by it.
import { WITHDRAWAL_STATUS_NAMES } from '../../../../api/status-names';
import type { WithdrawalStatus } from '../../../../api/types';

/** The words of each status, beside the API's enum. */
export const STATUS_TEXT: Record<WithdrawalStatus, string> = WITHDRAWAL_STATUS_NAMES;

/** 'all' or one status; the tab labels follow the statuses a user cares about. */
export type StatusTab = 'all' | WithdrawalStatus;
export const STATUS_TABS: { key: StatusTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 1, title: STATUS_TEXT[1] },
  { key: 2, title: STATUS_TEXT[2] },
  { key: 3, title: STATUS_TEXT[3] },
  { key: 4, title: '失败' },
];

/** The tab named in the URL (?status=2), or 全部. */
export function tabOf(query: string | undefined): StatusTab {
  return STATUS_TABS.find((t) => String(t.key) === query)?.key ?? 'all';
}
