// The words for a store's status (SCREENS.md: 0 applied → 1 reviewing → 2 approved awaiting
// activation → 3 active; 4 rejected; 5 closed), for the app's badges and tabs and the mock's
// answers alike. Plain values, so the server reads them without the client.
import type { StoreStatus } from './types';

export const STORE_STATUS_NAMES: Record<StoreStatus, string> = {
  0: '已提交',
  1: '审核中',
  2: '待激活',
  3: '已激活',
  4: '未通过',
  5: '已关闭',
};
