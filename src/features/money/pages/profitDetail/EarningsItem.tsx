// One earnings record: where it came from, the order, when, the amount and whether it is settled.
import { EARNINGS_SOURCE_NAMES } from '../../../../api/status-names';
import type { EarningsRecord, EarningsSource } from '../../../../api/types';
import { formatSignedYuan } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';

export const SOURCE_TEXT: Record<EarningsSource, string> = EARNINGS_SOURCE_NAMES;

export function EarningsItem({ record }: { record: EarningsRecord }) {
  return (
    <article class="earn-item">
      <div class="earn-item__main">
        <h3 class="earn-item__title">
          <span class={`earn-item__source earn-item__source--${record.source}`}>{SOURCE_TEXT[record.source]}</span>
          {record.fromNickname ? `来自 ${record.fromNickname}` : SOURCE_TEXT[record.source]}
        </h3>
        <p class="earn-item__meta">
          {record.orderNo ? `订单 ${record.orderNo} · ` : ''}
          {formatDateTime(record.createdAt)}
        </p>
      </div>
      <div class="earn-item__figures">
        <p class="earn-item__amount">{formatSignedYuan(record.amountFen)}</p>
        <p class={`earn-item__status${record.status === 'pending' ? ' earn-item__status--pending' : ''}`}>
          {record.status === 'pending' ? '待结算' : '已结算'}
        </p>
      </div>
    </article>
  );
}
