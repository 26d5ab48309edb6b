// How a store's status reads to its owner, the colour of its badge, and what the owner can do
// next from it.
import { STORE_STATUS_NAMES } from '../../api/store-status';
import type { Store, StoreStatus } from '../../api/types';

const STATUSES: StoreStatus[] = [0, 1, 2, 3, 4, 5];
import { PAGE } from '../../app/paths';
import { withQuery } from '../../app/navigation';

export type StatusTone = 'wait' | 'todo' | 'ok' | 'bad' | 'off';

const TONES: Record<StoreStatus, StatusTone> = { 0: 'wait', 1: 'wait', 2: 'todo', 3: 'ok', 4: 'bad', 5: 'off' };

export const STORE_STATUS = Object.fromEntries(
  STATUSES.map((s) => [s, { text: STORE_STATUS_NAMES[s], tone: TONES[s] }]),
) as Record<StoreStatus, { text: string; tone: StatusTone }>;

export const statusOf = (status: number) => STORE_STATUS[status as StoreStatus] ?? { text: '状态未知', tone: 'off' };

/** When the server gives no reason for a rejection. */
export const DEFAULT_REJECT_REASON = '资料未通过审核，请补充后重新提交';

export interface StoreAction {
  title: string;
  url: string;
}

const ACTIONS: Partial<Record<StoreStatus, [string, string][]>> = {
  2: [
    ['激活', PAGE.storeActive],
    ['设置收益', PAGE.setEarnings],
  ],
  3: [
    ['结算', PAGE.storeSettlement],
    ['设置收益', PAGE.setEarnings],
  ],
  4: [['补充资料', PAGE.storeInfo]],
};

/** What a store's status allows: 激活 and 设置收益 once approved, 结算 once active, 补充资料 when refused. */
export function storeActions(store: Pick<Store, 'id' | 'status'>): StoreAction[] {
  return (ACTIONS[store.status] ?? []).map(([title, path]) => ({
    title,
    url: withQuery(path, { id: String(store.id) }),
  }));
}
