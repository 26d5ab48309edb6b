// How a contract's status reads, and the tabs of 我的合同 / 云店签约合同 that filter by it.
import type { ContractStatus } from '../api/types';

export const CONTRACT_STATUS_TEXT: Record<ContractStatus, string> = {
  0: '待签署',
  1: '已签署',
  2: '审核中',
  3: '已驳回',
  4: '已作废',
};

export type ContractTab = 'all' | ContractStatus;
export const CONTRACT_TABS: { key: ContractTab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 0, title: '待签署' },
  { key: 2, title: '审核中' },
  { key: 1, title: '已签署' },
  { key: 3, title: '已驳回' },
  { key: 4, title: '已作废' },
];

/** The tab named in the URL (?status=3), or 全部. */
export const contractTabOf = (query: string | undefined): ContractTab =>
  CONTRACT_TABS.find((t) => String(t.key) === query)?.key ?? 'all';
