// Money: the wallet, its records, earnings, withdrawals and their rule, bank cards and banks.

export interface Wallet {
  balanceFen: number;
  withdrawableFen: number;
  frozenFen: number;
  totalProfitFen: number;
  todayProfitFen: number;
  monthProfitFen: number;
}

export type WalletRecordKind = 'income' | 'withdraw' | 'refund' | 'adjust';

export interface WalletRecord {
  id: number;
  kind: WalletRecordKind;
  /** signed: negative for money going out */
  amountFen: number;
  balanceAfterFen: number;
  title: string;
  createdAt: string;
}

export type EarningsSource = 'team' | 'store' | 'bonus';

export interface EarningsRecord {
  id: number;
  source: EarningsSource;
  amountFen: number;
  fromNickname: string;
  orderNo: string;
  status: 'pending' | 'settled';
  createdAt: string;
}

/** 0 submitted, 1 reviewing, 2 paid, 3 rejected (money back), 4 failed (money back). */
export type WithdrawalStatus = 0 | 1 | 2 | 3 | 4;

export interface Withdrawal {
  id: number;
  amountFen: number;
  feeFen: number;
  actualFen: number;
  bankName: string;
  cardTail: string;
  status: WithdrawalStatus;
  reason: string;
  createdAt: string;
  paidAt: string | null;
}

/** Config `withdrawRule`: limits the server enforces and the withdraw page shows. */
export interface WithdrawRule {
  minFen: number;
  /** fee in basis points of the amount (60 = 0.6 %) */
  feeRateBp: number;
  minFeeFen: number;
  dailyMaxFen: number;
  /** rich text shown under the form */
  rulesHtml: string;
}

export type BankCardKind = 'personal' | 'company';

export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  cardTail: string;
  holderName: string;
  kind: BankCardKind;
  branch: string;
  isDefault: boolean;
}

/** POST /api/userBank/setDefaultH5: this card becomes the default of its kind (提现 offers it first). */
export interface SetDefaultBankCardBody {
  id: number;
}

export interface Bank {
  code: string;
  name: string;
  logo: string;
}
