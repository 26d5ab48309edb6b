// The withdrawal arithmetic and limits of config `withdrawRule`, in integer fen: the fee, what
// arrives on the card, and why an amount cannot be withdrawn (shown under the amount).
import type { WithdrawRule } from '../../../api/types';
import { feeFen, formatYuan } from '../../../lib/money';
import { belowMinimum, notEnoughBalance } from '../../../api/errors';

export interface Quote {
  feeFen: number;
  receivedFen: number;
}

export function quote(amountFen: number, rule: WithdrawRule): Quote {
  const fee = feeFen(amountFen, rule.feeRateBp, rule.minFeeFen);
  return { feeFen: fee, receivedFen: amountFen - fee };
}

/** The reason `amountFen` cannot be withdrawn, or null; nothing typed yet is not an error. */
export function amountProblem(amountFen: number | null, rule: WithdrawRule, withdrawableFen: number): string | null {
  if (amountFen === null) return null;
  if (amountFen <= 0) return '提现金额必须大于0';
  if (amountFen > withdrawableFen) return notEnoughBalance(formatYuan(withdrawableFen));
  if (amountFen < rule.minFen) return belowMinimum(formatYuan(rule.minFen));
  if (amountFen > rule.dailyMaxFen) return `单日最高提现 ${formatYuan(rule.dailyMaxFen)} 元`;
  if (quote(amountFen, rule).receivedFen <= 0) return '扣除手续费后到账金额为0，请提高提现金额';
  return null;
}

/** "手续费 0.6%，最低 1.00 元" */
export function feeText(rule: WithdrawRule): string {
  const pct = `${Math.floor(rule.feeRateBp / 100)}${
    rule.feeRateBp % 100
      ? `.${String(rule.feeRateBp % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }%`;
  return `手续费 ${pct}${rule.minFeeFen ? `，最低 ${formatYuan(rule.minFeeFen)} 元` : ''}`;
}
