// One-click pay (WeChat Pay JSAPI): the payer, the order and its state, as WeChat Pay names them.
import { type Static, Type } from '@sinclair/typebox';
import { PAY_MAX_FEN } from '../limits';
import { PAY_ORDER_STATE_NAMES } from '../status-names';
import { payAmountProblem } from '../pay-rules';
import { Fen, Id, labelled, Nullable, ruled } from './kit';

/** Who pays: the openid WeChat gave for this app, and the backend's proof that it gave it. */
export const Payer = Type.Object({
  openid: Type.String(),
  payerToken: Type.String({ description: '每次订单调用都带上；后台只答复这个 openid 的订单' }),
});
export type Payer = Static<typeof Payer>;

/** What `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` takes, as WeChat Pay names it. */
export const JsapiPayParams = Type.Object({
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String({ description: 'prepay_id=…' }),
  signType: Type.Literal('MD5'),
  paySign: Type.String(),
});
export type JsapiPayParams = Static<typeof JsapiPayParams>;

export const PayOrderState = labelled(PAY_ORDER_STATE_NAMES, '订单状态');
export type PayOrderState = Static<typeof PayOrderState>;

export const PayOrder = Type.Object({
  orderNo: Type.String(),
  amountFen: Fen(),
  storeName: Type.String(),
  state: PayOrderState,
  failReason: Nullable(Type.String(), { description: 'failed 时微信支付给的原因' }),
});
export type PayOrder = Static<typeof PayOrder>;

export const NewPayOrder = Type.Composite([PayOrder, Type.Object({ pay: JsapiPayParams })]);
export type NewPayOrder = Static<typeof NewPayOrder>;

export const PayerBody = Type.Object({ code: Type.String({ title: '授权码', minLength: 1 }) });

// missing or no longer valid: the business code PAYER_EXPIRED, and the page authorises again
const PayerToken = Type.Optional(Type.String({ title: '支付身份', description: '缺少或失效时答复 1010' }));

export const PayOrderBody = Type.Object({
  amountFen: ruled(Type.Integer({ title: '支付金额', minimum: 1, maximum: PAY_MAX_FEN }), payAmountProblem),
  storeId: Id('收款门店'),
  payerToken: PayerToken,
});
export type PayOrderBody = Static<typeof PayOrderBody>;

export const PayOrderStateBody = Type.Object({
  orderNo: Type.String({ title: '订单号' }),
  payerToken: PayerToken,
  afterPay: Type.Optional(Type.Boolean({ description: '微信支付面板已回 ok：后台立即向微信支付查询' })),
});

/** WeChat Pay's notification (v2 fields, sent as JSON to the mock), signed with the merchant key. */
export const PayNotification = Type.Record(Type.String(), Type.Unknown());
export const PayNotified = Type.Object({ return_code: Type.String() });

/** The store a link pays, as the payer sees it before paying (an unknown store is an answer, not a refusal). */
export const Payee = Type.Object({
  storeName: Nullable(Type.String(), { description: '门店不存在时为 null' }),
  payable: Type.Boolean(),
  reason: Nullable(Type.String(), { description: '不能收款的原因（不存在、已关闭、尚未开通），能收款时为 null' }),
});
export type Payee = Static<typeof Payee>;

export const PayeeBody = Type.Object({ storeId: Id('收款门店') });
