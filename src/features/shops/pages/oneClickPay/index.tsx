// 一键支付: an amount (the link's `amount` in fen, or typed) paid to the link's store (`storeId`)
// through WeChat Pay. The store is named on arrival (the payee card); an unknown or closed one is
// said there and the button stays off. Outside WeChat the page shows the store and the amount and
// says to open it in WeChat; inside, paid is shown only when the backend says so.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { payAmountProblem } from '../../../../api/pay-rules';
import { isWeChat } from '../../../../lib/wechat';
import { formatYuan, yuanToFen } from '../../../../lib/money';
import { readText, remove, write } from '../../../../lib/storage';
import { AmountInput } from '../../../../ui/AmountInput';
import { Button } from '../../../../ui/Button';
import { getPayee } from '../../../../api/pay';
import { getConfig } from '../../../../api/common';
import { useResource } from '../../../../ui/useResource';
import { Explanation } from './Explanation';
import { PayeeCard } from './PayeeCard';
import { OPEN_IN_WECHAT } from './pay';
import { PayOutcome } from './PayOutcome';
import { usePayment } from './usePayment';
import './oneClickPay.css';

const DRAFT_KEY = 'draft:oneClickPay';
export const NO_STORE = '支付链接缺少收款门店，请向门店重新索取支付链接';

/** `amount` from the link: a positive whole number of fen, else null (the user types it). */
export function amountFromQuery(text: string | undefined): number | null {
  const fen = /^\d{1,12}$/.test(text || '') ? Number(text) : 0;
  return fen > 0 ? fen : null;
}

/** `storeId` from the link: a positive whole number, else null. */
export const storeIdFromQuery = (text: string | undefined): number | null => amountFromQuery(text);

export default function OneClickPayPage() {
  const { query } = useLocation();
  const fixed = amountFromQuery(query.amount);
  const storeId = storeIdFromQuery(query.storeId);
  const inWeChat = isWeChat();
  const [text, setText] = useState(() => (fixed ? '' : readText(DRAFT_KEY, 'session') || ''));
  const loadedPayee = useResource(() => (storeId == null ? Promise.resolve(null) : getPayee(storeId)), [storeId], {
    fresh: true,
  });
  const explanation = useResource(() => getConfig<string>('oneClickPay'), []);
  // both failing is one failure, said once with the payee, whose 重新加载 loads both
  const bothFailed = loadedPayee.status === 'failed' && explanation.status === 'failed';
  const payee = bothFailed
    ? { ...loadedPayee, reload: () => Promise.all([loadedPayee.reload(), explanation.reload()]).then(() => {}) }
    : loadedPayee;
  const payable = !!payee.data?.payable;
  // no authorisation round trip for a link whose store cannot be paid
  const payment = usePayment(storeId, inWeChat && payable, () => remove(DRAFT_KEY, 'session'));
  const { phase } = payment;

  const amount = fixed ?? (text ? yuanToFen(text) : null);
  const problem = amount == null ? null : payAmountProblem(amount);
  const message =
    storeId == null
      ? NO_STORE
      : payee.data?.reason
        ? payee.data.reason
        : !inWeChat
          ? OPEN_IN_WECHAT
          : phase.kind === 'ready' || phase.kind === 'refused'
            ? phase.message
            : null;

  function type(_fen: number | null, next: string) {
    setText(next);
    write(DRAFT_KEY, next, 'session');
  }

  if (phase.kind === 'paid' || phase.kind === 'unconfirmed') return <PayOutcome phase={phase} payment={payment} />;

  const usable = inWeChat && payable && !!amount && !problem;
  return (
    <div class="pay">
      {storeId != null && <PayeeCard payee={payee} failedText={bothFailed ? '支付信息加载失败' : '收款门店加载失败'} />}
      <section class="pay__card">
        {fixed ? (
          <div class="pay__fixed">
            <p class="pay__label">支付金额（元）</p>
            <p class="pay__amount">{formatYuan(fixed)}</p>
            {problem && <p class="pay__problem">{problem}</p>}
          </div>
        ) : (
          <AmountInput
            label="支付金额"
            value={text}
            onChange={type}
            placeholder="请输入支付金额"
            suffix="元"
            error={text ? problem : null}
          />
        )}
      </section>
      {!(bothFailed && storeId != null) && (
        <section class="pay__card">
          <Explanation html={explanation} storeName={payable ? payee.data?.storeName : null} />
        </section>
      )}
      {message && (
        <p class="pay__message" role="alert">
          {message}
        </p>
      )}
      <div class="pay__actions">
        {phase.kind === 'refused' ? (
          <Button variant="primary" block onClick={payment.startAgain}>
            重新授权
          </Button>
        ) : (
          <Button
            variant="primary"
            block
            disabled={!usable || phase.kind === 'identifying'}
            loading={
              payment.paying ||
              phase.kind === 'confirming' ||
              (usable && phase.kind === 'identifying') ||
              payee.status === 'loading'
            }
            loadingText={
              payee.status === 'loading'
                ? '正在查询收款门店…'
                : phase.kind === 'confirming'
                  ? '正在确认支付结果…'
                  : phase.kind === 'identifying'
                    ? '正在确认微信身份…'
                    : '正在发起支付…'
            }
            onClick={() => amount && payment.pay(amount)}
          >
            {amount ? `立即支付 ¥${formatYuan(amount)}` : '立即支付'}
          </Button>
        )}
      </div>
    </div>
  );
}
