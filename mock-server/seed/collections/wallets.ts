// Wallets (fixed balances) and their records: every settled earning, withdrawal and refund, a
// correction, and an opening balance that makes the newest record end on today's balance.
import type { User, WalletRecordKind } from '../../../src/api/types';
import type { DbSchema, WithdrawalRow } from '../../schema';
import { DAY, type Stream } from '../random';

/** withdrawable and frozen fen of each account */
const WALLETS: Record<number, [number, number]> = {
  1001: [1052300, 234150],
  1002: [300000, 56800],
  1003: [2100000, 245600],
  1004: [0, 0],
  1005: [5000000, 678900],
  1006: [88800, 0],
};

export function buildWallets(users: User[], earnings: DbSchema['earnings']): DbSchema['wallets'] {
  return users.map((u) => {
    const [withdrawableFen, frozenFen] = WALLETS[u.id];
    const total = earnings.filter((e) => e.userId === u.id).reduce((s, e) => s + e.amountFen, 0);
    // today/month figures are computed from the earnings at request time
    return {
      userId: u.id,
      balanceFen: withdrawableFen + frozenFen,
      withdrawableFen,
      frozenFen,
      totalProfitFen: total,
      todayProfitFen: 0,
      monthProfitFen: 0,
    };
  });
}

type WalletEvent = { kind: WalletRecordKind; amountFen: number; title: string; createdAt: string };

const incomeTitle = (e: DbSchema['earnings'][number]) =>
  e.source === 'bonus' ? '平台奖励' : e.source === 'store' ? '门店收益结算' : `团队收益（${e.fromNickname}）`;

function eventsOf(userId: number, earnings: DbSchema['earnings'], withdrawals: WithdrawalRow[]): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (const e of earnings.filter((x) => x.userId === userId && x.status === 'settled').slice(0, 45))
    events.push({ kind: 'income', amountFen: e.amountFen, title: incomeTitle(e), createdAt: e.createdAt });
  for (const w of withdrawals.filter((x) => x.userId === userId)) {
    const title = `提现至${w.bankName}（${w.cardTail}）`;
    events.push({ kind: 'withdraw', amountFen: -w.amountFen, title, createdAt: w.createdAt });
    if (w.status >= 3)
      events.push({
        kind: 'refund',
        amountFen: w.amountFen,
        title: w.status === 3 ? '提现审核未通过退回' : '提现失败退回',
        createdAt: new Date(Date.parse(w.createdAt) + DAY).toISOString(),
      });
  }
  return events;
}

export function buildWalletRecords(
  r: Stream,
  wallets: DbSchema['wallets'],
  earnings: DbSchema['earnings'],
  withdrawals: WithdrawalRow[],
): DbSchema['walletRecords'] {
  const walletRecords: DbSchema['walletRecords'] = [];
  for (const wallet of wallets) {
    const events = eventsOf(wallet.userId, earnings, withdrawals);
    if (!events.length) continue;
    const amountFen = -r.between(1, 30) * 100;
    events.push({
      kind: 'adjust',
      amountFen,
      title: '系统调账：重复结算扣回',
      createdAt: r.daysAgo(r.between(20, 90)),
    });
    events.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
    const opening = wallet.balanceFen - events.reduce((sum, e) => sum + e.amountFen, 0);
    if (opening > 0)
      events.unshift({ kind: 'adjust', amountFen: opening, title: '期初余额转入', createdAt: r.daysAgo(181) });
    let balance = 0;
    for (const e of events) {
      balance += e.amountFen;
      if (balance < 0) throw new Error(`seed: wallet of user ${wallet.userId} would go negative; adjust the plan`);
      walletRecords.push({ id: walletRecords.length + 1, userId: wallet.userId, ...e, balanceAfterFen: balance });
    }
  }
  return walletRecords;
}
