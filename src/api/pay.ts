// One-click pay (WeChat Pay JSAPI): the payer's openid from WeChat's web authorisation, an order
// for an amount and a store, and the order's state as WeChat Pay reported it to the backend.
// These calls need no partner login: the payer is known by openid, proved by `payerToken`.
import { request } from './http';

export { PAY_MAX_FEN } from './limits';

/** Who pays: the openid WeChat gave for this app, and the backend's proof that it gave it. */
export interface Payer {
  openid: string;
  /** sent with every order call; the backend answers only this openid's orders */
  payerToken: string;
}

/** What `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` takes, as WeChat Pay names it. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  /** `prepay_id=…` */
  package: string;
  signType: 'MD5';
  paySign: string;
}

/** open: not paid yet (or not reported); paid: WeChat Pay says so; failed: WeChat Pay refused it. */
export type PayOrderState = 'open' | 'paid' | 'failed';

export interface PayOrder {
  orderNo: string;
  amountFen: number;
  storeName: string;
  state: PayOrderState;
  /** WeChat Pay's reason when `failed` */
  failReason: string | null;
}

export interface NewPayOrder extends PayOrder {
  pay: JsapiPayParams;
}

export interface PayOrderBody {
  amountFen: number;
  storeId: number;
  payerToken: string;
}

/** The store a link pays, as the payer sees it before paying. */
export interface Payee {
  /** null for a store that does not exist */
  storeName: string | null;
  payable: boolean;
  /** why it cannot be paid (unknown, closed, not yet open for payments), else null */
  reason: string | null;
}

/** Who a link's `storeId` pays, and whether it takes payments now. Answers (not refuses) an unknown store. */
export function getPayee(storeId: number): Promise<Payee> {
  return request<Payee>({ url: '/api/pay/payee', method: 'POST', data: { storeId }, headers: { isToken: false } });
}

/** Exchanges the `code` of the authorisation's return for the payer (a code works once). */
export function exchangePayerCode(code: string): Promise<Payer> {
  return request<Payer>({ url: '/api/pay/payer', method: 'POST', data: { code }, headers: { isToken: false } });
}

/** Creates (or, with the same key, answers again) the order and its signed JSAPI parameters. */
export function createPayOrder(body: PayOrderBody, idempotencyKey: string): Promise<NewPayOrder> {
  return request<NewPayOrder>({
    url: '/api/pay/order',
    method: 'POST',
    data: body,
    headers: { isToken: false },
    idempotencyKey,
  });
}

/**
 * The order's state. `afterPay`: WeChat's sheet said ok, so the backend asks WeChat Pay now
 * rather than wait for its notification; the page shows paid only when this answers paid.
 */
export function payOrderState(orderNo: string, payerToken: string, afterPay: boolean): Promise<PayOrder> {
  return request<PayOrder>({
    url: '/api/pay/orderState',
    method: 'POST',
    data: { orderNo, payerToken, afterPay },
    headers: { isToken: false },
  });
}
