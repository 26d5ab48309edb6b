// Wallet calls: balances, earnings (with the home trend), balance records, withdrawals.
import { request } from './http';
import { EARLY_PATHS } from './early';
import type {
  EarningsPage,
  EarningsQuery,
  TrendPoint,
  WalletRecordQuery,
  WithdrawalQuery,
  WithdrawBody,
} from './contract/money';
import type { Page, Wallet, WalletRecord, Withdrawal } from './types';

// the bodies and answers of these calls, as the contract declares them
export type * from './contract/money';

/** GET /api/userWallet/userWalletH5 */
export function getUserWallet(): Promise<Wallet> {
  return request<Wallet>({ url: EARLY_PATHS.wallet });
}

/** POST /api/userWallet/profitDetailH5 */
export function listEarnings(query: EarningsQuery = {}): Promise<EarningsPage> {
  return request<EarningsPage>({ url: '/api/userWallet/profitDetailH5', method: 'POST', data: query });
}

/** The home chart: earnings per day over the last 7 or 30 days, in one call. */
export async function getEarningsTrend(days: 7 | 30): Promise<TrendPoint[]> {
  const page = await listEarnings({ days, pageSize: 1 });
  return page.trend ?? [];
}

/** POST /api/userWallet/userWalletRecordDetailH5 */
export function listWalletRecords(query: WalletRecordQuery = {}): Promise<Page<WalletRecord>> {
  return request<Page<WalletRecord>>({ url: '/api/userWallet/userWalletRecordDetailH5', method: 'POST', data: query });
}

/** POST /api/userWallet/myWithDrawalRecordH5 */
export function listWithdrawals(query: WithdrawalQuery = {}): Promise<Page<Withdrawal>> {
  return request<Page<Withdrawal>>({ url: '/api/userWallet/myWithDrawalRecordH5', method: 'POST', data: query });
}

/**
 * POST /api/userWallet/applyWithDrawalH5. Keep `idempotencyKey` for one user intent: a retry
 * of the same submit reuses it, so the money moves once.
 */
export function applyWithdrawal(body: WithdrawBody, idempotencyKey: string): Promise<Withdrawal> {
  return request<Withdrawal>({ url: '/api/userWallet/applyWithDrawalH5', method: 'POST', data: body, idempotencyKey });
}
