// How a store's review status reads to the store user, and the colour of its badge.
import type { StoreStatus } from '../../api/types';

export const STORE_STATUS: Record<StoreStatus, { text: string; tone: 'wait' | 'todo' | 'ok' | 'bad' | 'off' }> = {
  0: { text: '已提交', tone: 'wait' },
  1: { text: '审核中', tone: 'wait' },
  2: { text: '待激活', tone: 'todo' },
  3: { text: '营业中', tone: 'ok' },
  4: { text: '已驳回', tone: 'bad' },
  5: { text: '已关闭', tone: 'off' },
};
