// Money: the wallet, its lists, withdrawing, bank cards and banks.
import { Type } from '@sinclair/typebox';
import { BELOW_MINIMUM, NOT_ENOUGH_BALANCE, REAL_NAME_REQUIRED } from '../../errors';
import { ById, Page, PageQuery } from '../common';
import {
  AddBankCardBody,
  Bank,
  BankCard,
  BankCardPhotoReading,
  BankQuery,
  EarningsPage,
  EarningsQuery,
  Wallet,
  WalletRecord,
  WalletRecordQuery,
  Withdrawal,
  WithdrawalQuery,
  WithdrawBody,
} from '../money';
import { Upload } from '../kit';
import { routesOf } from '../route';

export const MONEY_ROUTES = routesOf('钱包', [
  { method: 'GET', path: '/api/userWallet/userWalletH5', summary: '余额和收益数字', answer: Wallet },
  {
    method: 'POST',
    path: '/api/userWallet/profitDetailH5',
    summary: '收益明细，含筛选的合计；问了 days 时含每天的趋势',
    body: EarningsQuery,
    answer: EarningsPage,
  },
  {
    method: 'POST',
    path: '/api/userWallet/userWalletRecordDetailH5',
    summary: '余额明细',
    body: WalletRecordQuery,
    answer: Page(WalletRecord),
  },
  {
    method: 'POST',
    path: '/api/userWallet/myWithDrawalRecordH5',
    summary: '提现记录',
    body: WithdrawalQuery,
    answer: Page(Withdrawal),
  },
  {
    method: 'POST',
    path: '/api/userWallet/applyWithDrawalH5',
    summary: '申请提现（同一个 Idempotency-Key 的重试只提现一次）',
    writes: true,
    idempotent: true,
    body: WithdrawBody,
    answer: Withdrawal,
    codes: [REAL_NAME_REQUIRED, BELOW_MINIMUM, NOT_ENOUGH_BALANCE],
    refusals: { 404: '银行卡不存在或不属于当前账户' },
  },
  {
    method: 'POST',
    path: '/api/userBank/userBankListH5',
    summary: '个人银行卡，默认卡在前',
    body: PageQuery,
    answer: Page(BankCard),
  },
  {
    method: 'POST',
    path: '/api/userBank/userCompanyBankListH5',
    summary: '对公账户（企业认证通过前为空）',
    body: PageQuery,
    answer: Page(BankCard),
  },
  {
    method: 'POST',
    path: '/api/userBank/addUserBankH5',
    summary: '绑定银行卡（短信验证码 scene bank）',
    writes: true,
    idempotent: true,
    body: AddBankCardBody,
    answer: BankCard,
    refusals: { 403: '对公账户需要企业认证', 409: '该银行卡已绑定' },
  },
  {
    method: 'POST',
    path: '/api/userBank/delUserBankH5',
    summary: '删除银行卡',
    writes: true,
    body: ById('银行卡'),
    answer: Type.Null(),
    refusals: { 404: '银行卡不存在', 409: '这张卡有处理中的提现' },
  },
  {
    method: 'POST',
    path: '/api/userBank/setDefaultH5',
    summary: '设为默认卡（同类卡中只有一张默认；提现先选它）',
    writes: true,
    body: ById('银行卡'),
    answer: BankCard,
    refusals: { 404: '银行卡不存在' },
  },
  {
    method: 'POST',
    path: '/api/userBank/ocrBankIdH5',
    summary: '识别银行卡照片',
    body: Type.Object({ url: Upload('银行卡照片') }),
    answer: BankCardPhotoReading,
  },
  {
    method: 'POST',
    path: '/api/userBank/supportBank',
    summary: '支持的银行（一页全部）',
    public: true,
    body: BankQuery,
    answer: Page(Bank),
  },
]);
