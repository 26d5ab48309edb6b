// The words for a withdrawal's status (SCREENS.md: 0 submitted, 1 reviewing, 2 paid, 3 rejected,
// 4 failed), for the badge on a record and the tab that filters by it alike: one word per status.
// Plain values, so the server reads them without the client.
import type { WithdrawalStatus } from './types';

export const WITHDRAWAL_STATUS_NAMES: Record<WithdrawalStatus, string> = {
  0: '待审核',
  1: '审核中',
  2: '已到账',
  3: '已驳回',
  4: '打款失败',
};
