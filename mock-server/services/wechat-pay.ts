// The mock's WeChat Pay side: its settings from the environment, WeChat Pay v2's MD5 signature
// (the one kind this mock signs: JSAPI paySign and the payment notification), the proof of a
// payer's openid, and the one function that settles an order, which the notification route and
// the "WeChat Pay reports after :ok" path both call. The merchant key never leaves this file's
// callers on the server: no answer carries it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'json-server';
import { DEV_WECHAT_APP_ID } from '../../src/api/pay-rules';
import { memory } from '../lib/context';
import { MockError } from '../lib/envelope';
import { nowIso } from '../lib/util';
import type { PayOrderRow } from '../schema';

/** Development defaults (no WECHAT_PAY_* set): the simulated WeChat client is given the same key to check paySign. */
export const DEV_WECHAT_PAY = { mchId: '1900000109', key: 'mockdevkey0000000000000000000000' } as const;

/** Read on every use, so a test or a deployment sets them in the environment. */
export function payConfig() {
  return {
    appId: process.env.WECHAT_APP_ID || DEV_WECHAT_APP_ID,
    mchId: process.env.WECHAT_PAY_MCH_ID || DEV_WECHAT_PAY.mchId,
    key: process.env.WECHAT_PAY_KEY || DEV_WECHAT_PAY.key,
  };
}

/**
 * WeChat Pay v2's signature: the non-empty fields but `sign`, sorted by name (ASCII), as
 * `k=v&…`, then `&key=<merchant key>`, MD5, upper-case hex.
 */
export function signV2(fields: Record<string, string | number>, key = payConfig().key): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '' && fields[k] != null)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHash('md5').update(`${text}&key=${key}`, 'utf8').digest('hex').toUpperCase();
}

export function verifyV2(fields: Record<string, string | number>): boolean {
  const given = Buffer.from(String(fields.sign ?? ''));
  const expected = Buffer.from(signV2(fields));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const randomToken = (bytes = 16) => randomBytes(bytes).toString('hex');

// ---- the payer: an openid the mock's authorisation gave, proved by an HMAC under the key ----

const payerMac = (openid: string) =>
  createHmac('sha256', payConfig().key).update(`payer:${openid}`).digest('base64url');

export const payerTokenFor = (openid: string) => `${Buffer.from(openid).toString('base64url')}.${payerMac(openid)}`;

/** The openid a payer token proves, or null when it proves none. */
export function openidOf(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [encoded, mac] = token.split('.');
  if (!encoded || !mac) return null;
  const openid = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(payerMac(openid));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? openid : null;
}

// ---- what WeChat Pay does with the next payment, as the developer or a test armed it ----

export const NEXT_PAYMENT_OUTCOMES = ['pay', 'fail', 'unconfirmed'] as const;
export type NextPaymentOutcome = (typeof NEXT_PAYMENT_OUTCOMES)[number];
export const isNextPaymentOutcome = (v: unknown): v is NextPaymentOutcome =>
  typeof v === 'string' && (NEXT_PAYMENT_OUTCOMES as readonly string[]).includes(v);

/** This server's armed outcome; `pay` is the default, and `fail` / `unconfirmed` hold for one payment. */
export const nextPayment = (req: Request) =>
  memory(req, 'nextPayment', () => ({ outcome: 'pay' as NextPaymentOutcome }));

export const MOCK_FAIL_REASON = '银行卡余额不足，支付失败（模拟）';

/** The fields of a WeChat Pay v2 payment notification this mock reads (sent as JSON, not XML). */
export interface PayNotification {
  appid: string;
  mch_id: string;
  nonce_str: string;
  out_trade_no: string;
  transaction_id: string;
  total_fee: string;
  result_code: 'SUCCESS' | 'FAIL';
  err_code_des?: string;
  sign: string;
}

/** A notification as WeChat Pay would send it for `order`, signed with the merchant key. */
export function notificationFor(order: PayOrderRow, result: 'SUCCESS' | 'FAIL', reason = ''): PayNotification {
  const { appId, mchId } = payConfig();
  const fields: Omit<PayNotification, 'sign'> = {
    appid: appId,
    mch_id: mchId,
    nonce_str: randomToken(),
    out_trade_no: order.orderNo,
    transaction_id: result === 'SUCCESS' ? `4200${Date.now()}${randomToken(3)}` : '',
    total_fee: String(order.amountFen),
    result_code: result,
    ...(reason && { err_code_des: reason }),
  };
  return { ...fields, sign: signV2({ ...fields }) };
}

const NOTIFY_FIELDS = ['appid', 'mch_id', 'nonce_str', 'out_trade_no', 'total_fee', 'result_code', 'sign'];

/**
 * What a payment notification does, for the notify route and the mock's own report alike: the
 * signature, merchant and amount are checked, then the order is settled (a repeat changes nothing,
 * as WeChat Pay repeats notifications). Throws a MockError naming what is wrong.
 */
export function applyNotification(orders: PayOrderRow[], body: Record<string, unknown>): PayOrderRow {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string' && typeof v !== 'number') throw new MockError(400, `通知字段 ${k} 格式不正确`);
    fields[k] = String(v);
  }
  const missing = NOTIFY_FIELDS.find((k) => !fields[k]);
  if (missing) throw new MockError(400, `通知缺少字段 ${missing}`);
  if (!verifyV2(fields)) throw new MockError(400, '通知签名错误');
  const { appId, mchId } = payConfig();
  if (fields.appid !== appId || fields.mch_id !== mchId) throw new MockError(400, '通知的 appid 或商户号不符');
  const order = orders.find((o) => o.orderNo === fields.out_trade_no);
  if (!order) throw new MockError(404, '订单不存在');
  if (fields.total_fee !== String(order.amountFen)) throw new MockError(400, '通知金额与订单金额不符');
  if (order.state !== 'open') return order;
  order.held = false;
  if (fields.result_code === 'SUCCESS') {
    if (!fields.transaction_id) throw new MockError(400, '通知缺少字段 transaction_id');
    order.state = 'paid';
    order.transactionId = fields.transaction_id;
    order.paidAt = nowIso();
  } else {
    order.state = 'failed';
    order.failReason = fields.err_code_des || '支付失败';
  }
  return order;
}

/**
 * The payer's WeChat said `:ok` and the page asks: the mock plays WeChat Pay notifying the
 * backend, as the armed outcome says (used up by this one order). Returns whether it changed.
 */
export function reportAfterOk(req: Request, orders: PayOrderRow[], order: PayOrderRow): boolean {
  if (order.state !== 'open' || order.held) return false;
  const armed = nextPayment(req);
  const outcome = armed.outcome;
  armed.outcome = 'pay';
  if (outcome === 'unconfirmed') order.held = true;
  else {
    const report =
      outcome === 'fail' ? notificationFor(order, 'FAIL', MOCK_FAIL_REASON) : notificationFor(order, 'SUCCESS');
    applyNotification(orders, { ...report });
  }
  return true;
}
