// POST /api/userWallet/applyWithDrawalH5: the money-moving call. Rules in this order: real name
// (1002), amount (400), minimum (1003), withdrawable (1001), daily maximum (400), card (404),
// enterprise invoice (400); then the fee, the Withdrawal, the balances and a wallet record.
import type { Withdrawal } from '../../src/api/types';
import { optMediaUrl } from '../lib/media';
import { post, ok, MockError, bodyOf, read, tables, save, without, nextId, nowIso, localDay } from '../kit';
import { feeFen as feeOf, formatYuan } from '../../src/lib/money';
import {
  BELOW_MINIMUM,
  NOT_ENOUGH_BALANCE,
  REAL_NAME_REQUIRED,
  belowMinimum,
  notEnoughBalance,
  realNameRequired,
} from '../../src/api/errors';
import { walletRow } from '../services/wallet';
import type { WithdrawalRow } from '../schema';

/** Withdrawals that still hold today's allowance: submitted, reviewing or paid. */
const COUNTS_TODAY = new Set([0, 1, 2]);

export default [
  post('/api/userWallet/applyWithDrawalH5', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const db = tables(req);
    const rule = db.config.withdrawRule;

    if (user.certStatus !== 2) throw new MockError(REAL_NAME_REQUIRED, realNameRequired('提现'));
    const amountFen = read.int(body, 'amountFen', '提现金额', { min: 1 });
    if (amountFen < rule.minFen) throw new MockError(BELOW_MINIMUM, belowMinimum(formatYuan(rule.minFen)));
    const wallet = walletRow(req, user.id);
    if (amountFen > wallet.withdrawableFen) {
      throw new MockError(NOT_ENOUGH_BALANCE, notEnoughBalance(formatYuan(wallet.withdrawableFen)));
    }
    const today = localDay(new Date());
    const usedToday = db.withdrawals
      .filter((w) => w.userId === user.id && COUNTS_TODAY.has(w.status) && localDay(w.createdAt) === today)
      .reduce((s, w) => s + w.amountFen, 0);
    if (usedToday + amountFen > rule.dailyMaxFen) {
      const left = Math.max(0, rule.dailyMaxFen - usedToday);
      throw new MockError(
        400,
        `超出每日提现上限 ${formatYuan(rule.dailyMaxFen, false)} 元，今日还可提现 ${formatYuan(left, false)} 元`,
      );
    }
    const bankCardId = read.int(body, 'bankCardId', '银行卡', { min: 1 });
    const card = db.bankCards.find((c) => c.id === bankCardId && c.userId === user.id);
    if (!card) throw new MockError(404, '银行卡不存在或不属于当前账户，请重新选择');
    const invoiceUrl = optMediaUrl(req, body, 'invoiceUrl', '发票');
    if (user.certType === 'enterprise' && !invoiceUrl) throw new MockError(400, '企业提现需上传发票');

    const feeFen = feeOf(amountFen, rule.feeRateBp, rule.minFeeFen);
    const row: WithdrawalRow = {
      id: nextId(db.withdrawals),
      userId: user.id,
      amountFen,
      feeFen,
      actualFen: amountFen - feeFen,
      bankName: card.bankName,
      cardTail: card.cardTail,
      status: 1,
      reason: '',
      createdAt: nowIso(),
      paidAt: null,
      bankCardId: card.id,
      invoiceUrl: invoiceUrl ?? null,
    };
    db.withdrawals.push(row);
    wallet.withdrawableFen -= amountFen;
    wallet.balanceFen -= amountFen;
    db.walletRecords.push({
      id: nextId(db.walletRecords),
      userId: user.id,
      kind: 'withdraw',
      amountFen: -amountFen,
      balanceAfterFen: wallet.balanceFen,
      title: `提现至${card.bankName}（${card.cardTail}）`,
      createdAt: row.createdAt,
    });
    save(req);
    const answer: Withdrawal = without(row, 'userId', 'bankCardId', 'invoiceUrl');
    ok(res, answer);
  }),
];
