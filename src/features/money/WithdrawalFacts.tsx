// What a withdrawal costs and where it goes, as the records and the accepted screen both list it.
import type { Withdrawal } from '../../api/types';
import { formatYuan } from '../../lib/money';

/** The fee, the amount received and the card: rows of the caller's <dl>. */
export function WithdrawalFacts({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <>
      <div>
        <dt>手续费</dt>
        <dd>¥{formatYuan(withdrawal.feeFen)}</dd>
      </div>
      <div>
        <dt>实际到账</dt>
        <dd>¥{formatYuan(withdrawal.actualFen)}</dd>
      </div>
      <div>
        <dt>收款卡</dt>
        <dd>
          {withdrawal.bankName}（{withdrawal.cardTail}）
        </dd>
      </div>
    </>
  );
}
