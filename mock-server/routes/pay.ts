// One-click pay, the backend's side of WeChat Pay JSAPI: the payer's openid from an
// authorisation code, an order for an amount and a store with its signed JSAPI parameters, the
// order's state (asked with `afterPay` after the page's `:ok`, the mock settles it as WeChat Pay
// would: services/wechat-pay.ts) and
// the payment notification. Public routes: the payer is known by openid, never by a partner's
// token, and is answered only about their own orders.
import type { Request } from 'json-server';
import type { JsapiPayParams, NewPayOrder, PayOrder, Payee, Payer } from '../../src/api/pay';
import { payAmountProblem, payeeProblem } from '../../src/api/pay-rules';
import { PAYER_EXPIRED, PAYER_EXPIRED_MESSAGE } from '../../src/api/errors';
import { post, ok, MockError, bodyOf, read, tables, save, nextId, nowIso } from '../kit';
import type { PayOrderRow } from '../schema';
import {
  applyNotification,
  openidOf,
  payConfig,
  payerTokenFor,
  randomToken,
  reportAfterOk,
  signV2,
} from '../services/wechat-pay';
import { OAUTH_CODE_TTL_MS, oauthCodes } from './pay-oauth';

function payerOf(req: Request): string {
  const openid = openidOf(bodyOf(req).payerToken);
  if (!openid) throw new MockError(PAYER_EXPIRED, PAYER_EXPIRED_MESSAGE);
  return openid;
}

function toWire(req: Request, order: PayOrderRow): PayOrder {
  const store = tables(req).stores.find((s) => s.id === order.storeId);
  return {
    orderNo: order.orderNo,
    amountFen: order.amountFen,
    storeName: store?.name ?? '',
    state: order.state,
    failReason: order.failReason,
  };
}

function jsapiParams(prepayId: string): JsapiPayParams {
  const fields = {
    appId: payConfig().appId,
    timeStamp: String(Math.floor(Date.now() / 1000)),
    nonceStr: randomToken(),
    package: `prepay_id=${prepayId}`,
    signType: 'MD5' as const,
  };
  return { ...fields, paySign: signV2(fields) };
}

const orderNo = () => `P${nowIso().replace(/\D/g, '').slice(0, 14)}${randomToken(4)}`;

export default [
  post('/api/pay/payer', { public: true }, (req, res) => {
    const code = read.str(bodyOf(req), 'code', '授权码', { max: 128 });
    const codes = oauthCodes(req);
    const entry = codes.get(code);
    codes.delete(code);
    if (!entry || Date.now() - entry.at > OAUTH_CODE_TTL_MS) {
      throw new MockError(400, '微信授权码无效或已使用，请重新打开支付链接');
    }
    const payer: Payer = { openid: entry.openid, payerToken: payerTokenFor(entry.openid) };
    ok(res, payer);
  }),

  // who a link pays, shown before paying: an unknown or closed store is an answer, not an error
  post('/api/pay/payee', { public: true }, (req, res) => {
    const storeId = read.int(bodyOf(req), 'storeId', '收款门店', { min: 1 });
    const store = tables(req).stores.find((s) => s.id === storeId);
    const reason = payeeProblem(store);
    const payee: Payee = { storeName: store?.name ?? null, payable: !reason, reason };
    ok(res, payee);
  }),

  post('/api/pay/order', { public: true, idempotent: true }, (req, res) => {
    const openid = payerOf(req);
    const body = bodyOf(req);
    const problem = payAmountProblem(body.amountFen);
    if (problem) throw new MockError(400, problem, 400, { field: 'amountFen' });
    const amountFen = body.amountFen as number;
    const storeId = read.int(body, 'storeId', '收款门店', { min: 1 });
    const db = tables(req);
    const store = db.stores.find((s) => s.id === storeId);
    const refused = payeeProblem(store);
    if (refused) throw new MockError(store ? 400 : 404, refused);

    const row: PayOrderRow = {
      id: nextId(db.payOrders),
      orderNo: orderNo(),
      prepayId: `wx${randomToken(14)}`,
      openid,
      storeId,
      amountFen,
      state: 'open',
      held: false,
      failReason: null,
      transactionId: null,
      createdAt: nowIso(),
      paidAt: null,
    };
    db.payOrders.push(row);
    save(req);
    const answer: NewPayOrder = { ...toWire(req, row), pay: jsapiParams(row.prepayId) };
    ok(res, answer);
  }),

  post('/api/pay/orderState', { public: true }, (req, res) => {
    const openid = payerOf(req);
    const no = read.str(bodyOf(req), 'orderNo', '订单号', { max: 64 });
    const db = tables(req);
    // another payer's order is answered as no order at all
    const order = db.payOrders.find((o) => o.orderNo === no && o.openid === openid);
    if (!order) throw new MockError(404, '订单不存在，请重新发起支付');
    // `afterPay`: the payer's WeChat said ok, so the backend asks WeChat Pay now instead of
    // waiting for the notification; without it this is a plain read
    if (bodyOf(req).afterPay === true && reportAfterOk(req, db.payOrders, order)) save(req);
    ok(res, toWire(req, order));
  }),

  post('/api/pay/notify', { public: true }, (req, res) => {
    applyNotification(tables(req).payOrders, bodyOf(req));
    save(req);
    ok(res, { return_code: 'SUCCESS' });
  }),
];
