// How a withdrawal's status reads to the user, and the tabs that filter by it.
import type { WithdrawalStatus } from '../../../../api/types';

export const STATUS_TEXT: Record<WithdrawalStatus, string> = {
  0: '待审核',
  1: '审核中',
  2: '已到账',
  3: '已驳回',
  4: '打款失败',
};

/** 'all' or one status; the tab labels follow the statuses a user cares about. */
export type StatusTab = 'all' | WithdrawalStatus;
export const STATUS_TABS: { key: StatusTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 1, title: '审核中' },
  { key: 2, title: '已到账' },
  { key: 3, title: '已驳回' },
  { key: 4, title: '失败' },
];

/** The tab named in the URL (?status=2), or 全部. */
export function tabOf(query: string | undefined): StatusTab {
  return STATUS_TABS.find((t) => String(t.key) === query)?.key ?? 'all';
}
