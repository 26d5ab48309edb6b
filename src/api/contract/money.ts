// Money: the wallet, its records, earnings, withdrawals and their rule, bank cards and banks.
import { type Static, Type } from '@sinclair/typebox';
import {
  BANK_CARD_KIND_NAMES,
  EARNINGS_SOURCE_NAMES,
  EARNINGS_STATUS_NAMES,
  WALLET_RECORD_KIND_NAMES,
  WITHDRAWAL_STATUS_NAMES,
} from '../status-names';
import { Page, PageQuery } from './common';
import { bankCardNumber } from '../../lib/bank-card';
import { Fen, Id, labelled, Mobile, Nullable, oneOf, Patterned, ruled, textRule, Time } from './kit';

export const Wallet = Type.Object({
  balanceFen: Fen(),
  withdrawableFen: Fen(),
  frozenFen: Fen(),
  totalProfitFen: Fen(),
  todayProfitFen: Fen(),
  monthProfitFen: Fen(),
});
export type Wallet = Static<typeof Wallet>;

export const WalletRecordKind = labelled(WALLET_RECORD_KIND_NAMES, '收支类型');
export type WalletRecordKind = Static<typeof WalletRecordKind>;

export const WalletRecord = Type.Object({
  id: Type.Integer(),
  kind: WalletRecordKind,
  amountFen: Fen('金额（分），支出为负'),
  balanceAfterFen: Fen(),
  title: Type.String(),
  createdAt: Time(),
});
export type WalletRecord = Static<typeof WalletRecord>;

export const EarningsSource = labelled(EARNINGS_SOURCE_NAMES, '收益来源');
export type EarningsSource = Static<typeof EarningsSource>;

export const EarningsRecord = Type.Object({
  id: Type.Integer(),
  source: EarningsSource,
  amountFen: Fen(),
  fromNickname: Type.String(),
  orderNo: Type.String(),
  status: labelled(EARNINGS_STATUS_NAMES, '结算状态'),
  createdAt: Time(),
});
export type EarningsRecord = Static<typeof EarningsRecord>;

export const WithdrawalStatus = labelled(WITHDRAWAL_STATUS_NAMES, '提现状态');
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amountFen: Fen(),
  feeFen: Fen(),
  actualFen: Fen(),
  bankName: Type.String(),
  cardTail: Type.String(),
  status: WithdrawalStatus,
  reason: Type.String(),
  createdAt: Time(),
  paidAt: Nullable(Time()),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** Config `withdrawRule`: limits the server enforces and the withdraw page shows. */
export const WithdrawRule = Type.Object({
  minFen: Fen(),
  feeRateBp: Type.Integer({ description: '手续费，万分之几（60 = 0.6%）' }),
  minFeeFen: Fen(),
  dailyMaxFen: Fen(),
  rulesHtml: Type.String({ description: '表单下方显示的富文本' }),
});
export type WithdrawRule = Static<typeof WithdrawRule>;

export const BankCardKind = labelled(BANK_CARD_KIND_NAMES, '账户类型');
export type BankCardKind = Static<typeof BankCardKind>;

export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  cardTail: Type.String(),
  holderName: Type.String(),
  kind: BankCardKind,
  branch: Type.String(),
  isDefault: Type.Boolean(),
});
export type BankCard = Static<typeof BankCard>;

export const Bank = Type.Object({ code: Type.String(), name: Type.String(), logo: Type.String() });
export type Bank = Static<typeof Bank>;

export const AddBankCardBody = Type.Object({
  cardNo: ruled(Type.String({ title: '银行卡号', description: '16 到 19 位数字，无空格' }), textRule(bankCardNumber)),
  bankCode: Type.String({ title: '开户银行' }),
  branch: Type.Optional(Type.String({ title: '开户支行' })),
  mobile: Mobile('预留手机号'),
  code: Type.String({ title: '验证码' }),
  kind: BankCardKind,
});
export type AddBankCardBody = Static<typeof AddBankCardBody>;

/** What the card photo reads as. */
export const BankCardPhotoReading = Type.Object({
  cardNo: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
});
export type BankCardPhotoReading = Static<typeof BankCardPhotoReading>;

export const BankQuery = Type.Object({ keyword: Type.Optional(Type.String({ title: '关键字' })) });

export const EarningsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    month: Type.Optional(Patterned('月份', '^\\d{4}-(0[1-9]|1[0-2])$', '月份格式应为 YYYY-MM')),
    source: Type.Optional(EarningsSource),
    days: Type.Optional(oneOf([7, 30] as const, '统计天数')),
  }),
]);
export type EarningsQuery = Static<typeof EarningsQuery>;

export const TrendPoint = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), amountFen: Fen() });
export type TrendPoint = Static<typeof TrendPoint>;

export const EarningsPage = Type.Composite([
  Page(EarningsRecord),
  Type.Object({
    summary: Type.Object({ totalFen: Fen('筛选条件下全部记录的合计（不止本页）') }),
    trend: Type.Optional(Type.Array(TrendPoint, { description: '问了 days 时：每天一个点，从早到晚' })),
  }),
]);
export type EarningsPage = Static<typeof EarningsPage>;

export const WalletRecordQuery = Type.Composite([
  PageQuery,
  Type.Object({ kind: Type.Optional(oneOf(['income', 'expense'] as const, '收支类型')) }),
]);
export type WalletRecordQuery = Static<typeof WalletRecordQuery>;

export const WithdrawalQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(WithdrawalStatus) })]);
export type WithdrawalQuery = Static<typeof WithdrawalQuery>;

export const WithdrawBody = Type.Object({
  amountFen: Type.Integer({ minimum: 1, title: '提现金额' }),
  bankCardId: Id('银行卡'),
  invoiceUrl: Type.Optional(Type.String({ title: '发票', description: '企业用户必填：uploadInvoiceH5 返回的地址' })),
});
export type WithdrawBody = Static<typeof WithdrawBody>;
