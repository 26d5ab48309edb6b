// The wallet as the client sees it: stored balances plus profit figures computed from the
// earnings records, so "today" and "this month" are always right.
import type { Request } from 'json-server';
import type { Wallet } from '../../src/api/types';
import { tables } from '../lib/context';
import { MockError } from '../lib/envelope';
import { localDay } from '../lib/util';
import type { WalletRow } from '../schema';

export function walletRow(req: Request, userId: number): WalletRow {
  const row = tables(req).wallets.find((w) => w.userId === userId);
  if (!row) throw new MockError(404, '钱包不存在，请联系客服');
  return row;
}

export function walletOf(req: Request, userId: number): Wallet {
  const row = walletRow(req, userId);
  const today = localDay(new Date());
  const month = today.slice(0, 7);
  let total = 0;
  let todayFen = 0;
  let monthFen = 0;
  for (const e of tables(req).earnings) {
    if (e.userId !== userId) continue;
    const day = localDay(e.createdAt);
    total += e.amountFen;
    if (day === today) todayFen += e.amountFen;
    if (day.startsWith(month)) monthFen += e.amountFen;
  }
  return {
    balanceFen: row.balanceFen,
    withdrawableFen: row.withdrawableFen,
    frozenFen: row.frozenFen,
    totalProfitFen: total,
    todayProfitFen: todayFen,
    monthProfitFen: monthFen,
  };
}
