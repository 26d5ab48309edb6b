// Money: the wallet, its records, earnings, withdrawals and their rule, bank cards and banks
// (schemas in src/api/contract/money.ts; only their types come here).
export type {
  Bank,
  BankCard,
  BankCardKind,
  EarningsRecord,
  EarningsSource,
  Wallet,
  WalletRecord,
  WalletRecordKind,
  Withdrawal,
  WithdrawalStatus,
  WithdrawRule,
} from '../contract/money';
