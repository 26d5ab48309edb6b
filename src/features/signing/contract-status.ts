// The tabs of 我的合同 / 云店签约合同 that filter by a contract's status (named in src/api/contract-status.ts).
import { CONTRACT_STATUS_NAMES } from '../../api/contract-status';
import type { ContractStatus } from '../../api/types';

export type ContractTab = 'all' | ContractStatus;
export const CONTRACT_TABS: { key: ContractTab; title: string }[] = [
  { key: 'all', title: '全部' },
  // in the order a contract moves through: to sign, under review, signed; then the ends
  ...([0, 2, 1, 3, 4] as const).map((key) => ({ key, title: CONTRACT_STATUS_NAMES[key] })),
];

/** The tab named in the URL (?status=3), or 全部. */
export const contractTabOf = (query: string | undefined): ContractTab =>
  CONTRACT_TABS.find((t) => String(t.key) === query)?.key ?? 'all';
