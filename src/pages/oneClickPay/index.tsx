// 一键支付: an amount (from the link's `amount` in fen, or typed) paid through WeChat Pay.
// Outside WeChat, or without the JS-SDK and a signed order, the page says so: never a fake success.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { isWeChat } from '../../lib/wechat';
import { formatYuan, yuanToFen } from '../../lib/money';
import { readText, remove, write } from '../../lib/storage';
import { AmountInput } from '../../ui/AmountInput';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Explanation } from './Explanation';
import { OPEN_IN_WECHAT, pay, type PayParamsService, type WxPaySdk } from './pay';
import './oneClickPay.css';

const DRAFT_KEY = 'draft:oneClickPay';
// The API has no call that creates and signs a payment order yet (SPEC.md lists none, nor does
// the mock), so in WeChat pay() answers 支付服务暂不可用 until the backend offers one here.
const PAY_PARAMS: PayParamsService | null = null;

/** `amount` from the link: a positive whole number of fen, else null (the user types it). */
export function amountFromQuery(text: string | undefined): number | null {
  const fen = /^\d{1,12}$/.test(text || '') ? Number(text) : 0;
  return fen > 0 ? fen : null;
}

export default function OneClickPayPage() {
  const { query } = useLocation();
  const fixed = amountFromQuery(query.amount);
  const [text, setText] = useState(() => (fixed ? '' : readText(DRAFT_KEY, 'session') || ''));
  const [message, setMessage] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const inWeChat = isWeChat();
  const amount = fixed ?? (text ? yuanToFen(text) : null);
  const shown = inWeChat ? message : OPEN_IN_WECHAT;

  function type(_fen: number | null, next: string) {
    setText(next);
    setMessage(null);
    write(DRAFT_KEY, next, 'session');
  }

  async function submit() {
    if (!amount) return;
    const sdk = (window as { wx?: WxPaySdk }).wx;
    const outcome = await pay(amount, { inWeChat, sdk, service: PAY_PARAMS });
    if (outcome.paid) {
      remove(DRAFT_KEY, 'session');
      setPaid(true);
    } else setMessage(outcome.message);
  }

  if (paid) return <Empty kind="success" text={`已支付 ${formatYuan(amount)} 元，款项约 5 分钟内到账。`} />;

  return (
    <div class="pay">
      <section class="pay__card">
        {fixed ? (
          <div class="pay__fixed">
            <p class="pay__label">支付金额（元）</p>
            <p class="pay__amount">{formatYuan(fixed)}</p>
          </div>
        ) : (
          <AmountInput label="支付金额" value={text} onChange={type} placeholder="请输入支付金额" suffix="元" />
        )}
      </section>
      <section class="pay__card">
        <Explanation />
      </section>
      {shown && (
        <p class="pay__message" role="alert">
          {shown}
        </p>
      )}
      <div class="pay__actions">
        <Button variant="primary" block disabled={!inWeChat || !amount} onClick={submit}>
          {amount ? `立即支付 ¥${formatYuan(amount)}` : '立即支付'}
        </Button>
      </div>
    </div>
  );
}
