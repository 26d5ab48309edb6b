// What the backend said after WeChat's sheet said ok: paid (with the amount and the store it
// went to), or not yet known, with a way to ask again; never paid on the sheet's word alone.
import { formatYuan } from '../../../../lib/money';
import { Button } from '../../../../ui/Button';
import { UNCONFIRMED, type PayPhase, type Payment } from './usePayment';

interface Props {
  phase: Extract<PayPhase, { kind: 'paid' | 'unconfirmed' }>;
  payment: Payment;
}

export function PayOutcome({ phase, payment }: Props) {
  const { order } = phase;
  const paid = phase.kind === 'paid';
  return (
    <div class="pay">
      <section class={`pay__card pay__outcome${paid ? ' pay__outcome--paid' : ''}`} role="status">
        <i class="pay__icon" aria-hidden="true" />
        <h2 class="pay__title">{paid ? '支付成功' : UNCONFIRMED}</h2>
        {paid ? (
          <>
            <p class="pay__amount">¥{formatYuan(order.amountFen)}</p>
            {order.storeName && <p class="pay__label">收款方：{order.storeName}</p>}
          </>
        ) : (
          <p class="pay__label">微信已提示支付完成，正在等待微信支付确认。请勿重复支付，稍后点击“再次查询”。</p>
        )}
        <p class="pay__order">订单号：{order.orderNo}</p>
      </section>
      {!paid && (
        <div class="pay__actions">
          <Button variant="primary" block loadingText="正在查询…" onClick={payment.checkAgain}>
            再次查询
          </Button>
        </div>
      )}
    </div>
  );
}
