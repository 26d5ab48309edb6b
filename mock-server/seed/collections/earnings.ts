// Earnings and withdrawals of the accounts: denser in recent weeks (so the 7/30-day trend has a
// shape), withdrawals in every status, with the fee of the seed's withdrawal rule.
import type { EarningsSource, User, WithdrawalStatus } from '../../../src/api/types';
import { feeFen } from '../../../src/lib/money';
import type { BankCardRow, DbSchema, WithdrawalRow } from '../../schema';
import { FAIL_REASONS, REJECT_REASONS } from '../data';
import { DAY, type Stream, yyyymmdd } from '../random';
import { accountOf } from './accounts';

/** config.withdrawRule, and the fee of every seeded withdrawal */
export const WITHDRAW_RULE = { minFen: 1000, feeRateBp: 60, minFeeFen: 100, dailyMaxFen: 5000000 };

const EARNINGS_PLAN: [number, number, EarningsSource[]][] = [
  [1001, 210, ['team', 'team', 'team', 'store', 'bonus']],
  [1002, 40, ['store']],
  [1003, 50, ['team', 'store', 'bonus']],
  [1005, 30, ['team', 'store']],
  [1006, 8, ['bonus']],
];

export function buildEarnings(r: Stream): DbSchema['earnings'] {
  const earnings: DbSchema['earnings'] = [];
  for (const [owner, count, sources] of EARNINGS_PLAN) {
    for (let i = 0; i < count; i++) {
      const days = i < count / 3 ? r.between(0, 29) : r.between(0, 179);
      const source = r.pick(sources);
      const createdAt = r.daysAgo(days);
      const amountFen = source === 'bonus' ? r.between(20, 200) * 100 : r.between(3, 300) * 100 + r.between(0, 99);
      earnings.push({
        id: earnings.length + 1,
        userId: owner,
        source,
        amountFen,
        fromNickname: source === 'bonus' ? '平台奖励' : r.personName(),
        orderNo: `XD${yyyymmdd(createdAt)}${r.digits(8)}`,
        status: days < 7 ? 'pending' : 'settled',
        createdAt,
      });
    }
  }
  return earnings;
}

const PARTNER_PLAN: WithdrawalStatus[] = [0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3, 4, 4, 4, ...Array(20).fill(2)];
const WITHDRAWAL_PLAN: [number, WithdrawalStatus[]][] = [
  [1001, PARTNER_PLAN],
  [1002, [1, 2, 2, 3]],
  [1003, [2, 2, 2, 4]],
  [1005, [0, 1, 2, 2, 2, 3]],
];

export function buildWithdrawals(r: Stream, users: User[], bankCards: BankCardRow[]): WithdrawalRow[] {
  const withdrawals: WithdrawalRow[] = [];
  for (const [owner, statuses] of WITHDRAWAL_PLAN) {
    const cards = bankCards.filter((c) => c.userId === owner);
    const enterprise = accountOf(users, owner).certType === 'enterprise';
    statuses.forEach((status, i) => {
      // submitted and reviewing ones are recent, but never today (today counts against the daily maximum)
      const days = status <= 1 ? r.between(1, 4) : r.between(5, 175);
      const amountFen = r.between(20, 3000) * 100;
      const card = cards[i % cards.length];
      const createdAt = r.daysAgo(days);
      const fee = feeFen(amountFen, WITHDRAW_RULE.feeRateBp, WITHDRAW_RULE.minFeeFen);
      withdrawals.push({
        id: withdrawals.length + 1,
        userId: owner,
        amountFen,
        feeFen: fee,
        actualFen: amountFen - fee,
        bankName: card.bankName,
        cardTail: card.cardTail,
        status,
        reason: status === 3 ? r.pick(REJECT_REASONS) : status === 4 ? r.pick(FAIL_REASONS) : '',
        createdAt,
        paidAt: status === 2 ? new Date(Date.parse(createdAt) + r.between(1, 3) * DAY).toISOString() : null,
        bankCardId: card.id,
        invoiceUrl: enterprise ? '/mock-static/invoice.svg' : null,
      });
    });
  }
  return withdrawals;
}
