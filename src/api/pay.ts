// One-click pay (WeChat Pay JSAPI): the payer's openid from WeChat's web authorisation, an order
// for an amount and a store, and the order's state as WeChat Pay reported it to the backend.
// These calls need no partner login: the payer is known by openid, proved by `payerToken`.
import type { NewPayOrder, Payee, Payer, PayOrder, PayOrderBody } from './contract/pay';
import { request } from './http';

export { PAY_MAX_FEN } from './limits';

export type { JsapiPayParams, NewPayOrder, Payee, Payer, PayOrder, PayOrderBody, PayOrderState } from './contract/pay';

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
