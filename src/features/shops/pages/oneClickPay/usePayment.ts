// The one-click-pay journey inside WeChat as one state: who pays (payer.ts), the order for one
// intent (one Idempotency-Key per payer, store and amount, kept for the session, so a double
// tap or paying again after cancelling is the same order while it is open), WeChat's sheet
// (pay.ts) and the backend's verdict (confirm.ts). The order is submitted through useSubmit.
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../api/http';
import type { Intent } from '../../../../lib/intent';
import { PAYER_EXPIRED } from '../../../../api/errors';
import { createPayOrder, type NewPayOrder, type PayOrder, type Payer } from '../../../../api/pay';
import { inPlace } from '../../../../lib/shown-in-place';
import { readJson, remove, write } from '../../../../lib/storage';
import { useSubmit } from '../../../../ui/useSubmit';
import { confirmPayment } from './confirm';
import { identify, startAgain } from './payer';
import { openPaySheet } from './pay';

export type PayPhase =
  | { kind: 'identifying' }
  | { kind: 'refused'; message: string }
  /** `message`: why the last attempt did not pay (cancelled, WeChat's failure, the backend's refusal) */
  | { kind: 'ready'; message: string | null }
  | { kind: 'confirming' }
  | { kind: 'unconfirmed'; order: PayOrder }
  | { kind: 'paid'; order: PayOrder };

const INTENT_KEY = 'pay:intent';
export const CANCELLED = '已取消支付，款项未扣除，可以重新支付';
export const UNCONFIRMED = '支付结果确认中';

const isIntent = (v: unknown): v is Intent =>
  !!v && typeof (v as Intent).fingerprint === 'string' && typeof (v as Intent).key === 'string';

export interface Payment {
  phase: PayPhase;
  /** from the tap until WeChat's sheet is answered and the backend asked */
  paying: boolean;
  pay(amountFen: number): Promise<unknown>;
  checkAgain(): Promise<void>;
  startAgain(): void;
}

// The journey of this page load lives outside the component: the launch flow remounts the page
// when WeChat comes back to it (visibilitychange, as when the pay sheet closes), and a payment
// under way must still be shown, and its answer land, in the page mounted afresh.
const journey = {
  phase: { kind: 'identifying' } as PayPhase,
  payer: null as Payer | null,
  orderNo: '',
  views: new Set<(phase: PayPhase) => void>(),
};

function show(phase: PayPhase) {
  journey.phase = phase;
  for (const view of journey.views) view(phase);
}

/** Starts the journey over: no payer, no order, nothing shown yet. */
export function forgetJourney(): void {
  journey.payer = null;
  journey.orderNo = '';
  show({ kind: 'identifying' });
}

async function settle(no: string, token: string, onPaid: () => void) {
  show({ kind: 'confirming' });
  const order = await confirmPayment(no, token);
  if (order?.state === 'paid') {
    remove(INTENT_KEY, 'session');
    onPaid();
    show({ kind: 'paid', order });
  } else if (order?.state === 'failed') {
    // that order is over: paying again is a new order
    remove(INTENT_KEY, 'session');
    show({ kind: 'ready', message: `支付失败：${order.failReason || '微信支付未成功'}，请重新支付` });
  } else {
    const shown = order ?? { orderNo: no, amountFen: 0, storeName: '', state: 'open' as const, failReason: null };
    show({ kind: 'unconfirmed', order: shown });
  }
}

/** What one order is for: the intent its Idempotency-Key stands for. */
interface PayIntent {
  openid: string;
  storeId: number;
  amountFen: number;
}

// The key outlives the order's creation: paying again after cancelling is the same order while
// it is open, so only the order's end (paid, failed) or starting over forgets it.
const keptIntent = {
  read: () => readJson(INTENT_KEY, 'session', isIntent),
  write: (intent: Intent | null) => intent && write(INTENT_KEY, intent, 'session'),
};

// a refusal is said once, above the pay button (orderRefused): not toasted too
const createOrder = ({ storeId, amountFen }: PayIntent, key: string) =>
  inPlace(() => createPayOrder({ amountFen, storeId, payerToken: journey.payer!.payerToken }, key));

function orderRefused(e: unknown) {
  if (e instanceof ApiError && e.code === PAYER_EXPIRED) {
    remove(INTENT_KEY, 'session');
    forgetJourney();
    startAgain();
    return;
  }
  show({ kind: 'ready', message: (e as Error).message });
}

async function payOrder(order: NewPayOrder, payer: Payer, onPaid: () => void) {
  journey.orderNo = order.orderNo;
  const sheet = await openPaySheet(order.pay);
  if (sheet.kind === 'ok') await settle(order.orderNo, payer.payerToken, onPaid);
  else show({ kind: 'ready', message: sheet.kind === 'cancel' ? CANCELLED : sheet.message });
}

/** `active`: in WeChat with a usable link; otherwise nothing is asked and no one is sent anywhere. */
export function usePayment(storeId: number | null, active: boolean, onPaid: () => void): Payment {
  const [phase, setPhase] = useState<PayPhase>(journey.phase);

  useEffect(() => {
    journey.views.add(setPhase);
    setPhase(journey.phase);
    return () => {
      journey.views.delete(setPhase);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    identify().then((identity) => {
      if (identity.kind === 'payer') {
        journey.payer = identity.payer;
        // a page mounted again mid-payment keeps what it was showing
        if (journey.phase.kind === 'identifying') show({ kind: 'ready', message: null });
      } else if (identity.kind === 'refused') show(identity);
    });
  }, [active]);

  const order = useSubmit(createOrder, {
    keep: keptIntent,
    done: (created) => journey.payer && payOrder(created, journey.payer, onPaid),
    failed: orderRefused,
  });

  return {
    phase,
    paying: order.pending,
    pay: (amountFen) =>
      storeId == null || !journey.payer
        ? Promise.resolve()
        : order.submit({ openid: journey.payer.openid, storeId, amountFen }),
    checkAgain: () =>
      journey.payer && journey.orderNo ? settle(journey.orderNo, journey.payer.payerToken, onPaid) : Promise.resolve(),
    startAgain: () => {
      remove(INTENT_KEY, 'session');
      forgetJourney();
      startAgain();
    },
  };
}
