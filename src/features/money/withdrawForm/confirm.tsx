// The confirm step of 确认提现: what leaves the balance, the fee, what arrives and on which card,
// asked once before the withdrawal is sent (money moves only on a second, informed tap).
import type { BankCard } from '../../../api/types';
import { formatYuan } from '../../../lib/money';
import { confirm } from '../../../ui/dialog';
import type { Quote } from './rule';

export function confirmWithdrawal(amountFen: number, quote: Quote, card: BankCard): Promise<boolean> {
  const rows: [string, string][] = [
    ['提现金额', `¥${formatYuan(amountFen)}`],
    ['手续费', `¥${formatYuan(quote.feeFen)}`],
    ['实际到账', `¥${formatYuan(quote.receivedFen)}`],
    ['到账卡', `${card.bankName}（尾号${card.cardTail}）`],
  ];
  return confirm({
    title: '确认提现',
    message: (
      <dl class="wd-confirm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ),
    confirmText: '确认提现',
  });
}
