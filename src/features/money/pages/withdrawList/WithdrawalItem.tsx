// One withdrawal: amount and status, fee and amount received, card, times, and why it was sent back.
import type { Withdrawal } from '../../../../api/types';
import { formatYuan } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { WITHDRAWAL_STATUS_NAMES } from '../../../../api/status-names';
import { WithdrawalFacts } from '../../WithdrawalFacts';

export function WithdrawalItem({ item }: { item: Withdrawal }) {
  const returned = item.status === 3 || item.status === 4;
  return (
    <article class="wd-item">
      <div class="wd-item__head">
        <span class="wd-item__amount">¥{formatYuan(item.amountFen)}</span>
        <span class={`wd-item__status wd-item__status--${item.status}`}>{WITHDRAWAL_STATUS_NAMES[item.status]}</span>
      </div>
      <dl class="wd-item__facts">
        <WithdrawalFacts withdrawal={item} />
        <div>
          <dt>申请时间</dt>
          <dd>{formatDateTime(item.createdAt)}</dd>
        </div>
        {item.paidAt && (
          <div>
            <dt>到账时间</dt>
            <dd>{formatDateTime(item.paidAt)}</dd>
          </div>
        )}
      </dl>
      {returned && (
        <p class="wd-item__reason">
          {item.status === 3 ? '驳回原因' : '失败原因'}：{item.reason || '未说明，请联系客服'}。金额已退回可提现余额
        </p>
      )}
    </article>
  );
}
