// The shape of db.json: the wire entities of src/api/types.ts plus the owner and secret fields
// the server needs but never sends (route modules strip them with `without`).
import type {
  User, Wallet, WalletRecord, EarningsRecord, Withdrawal, BankCard, Bank, Address, Application,
  Contract, TeamMember, Customer, WashCard, Store, ShareMaterial, ShareMaterialCategory, Feedback,
  PageConfig, PersonalCertification, EnterpriseCertification, WithdrawRule,
} from '../src/api/types';

type Owned<T> = T & { userId: number };

export interface SessionRow {
  token: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** A province (level 1), city (2) or district (3); `parentCode` links a level to the one above. */
export interface AreaRow {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
}

export interface ConfigTable {
  withdrawRule: WithdrawRule;
  /** rich-text HTML pages by name */
  agreement: string;
  privacy: string;
  agencyTip: string;
  signedExplain: string;
  oneClickPay: string;
}

export type WalletRow = Owned<Wallet>;
export type WithdrawalRow = Owned<Withdrawal> & { bankCardId: number; invoiceUrl: string | null };
/** `cardNo` is the full number (duplicate check); the wire only has `cardTail`. */
export type BankCardRow = Owned<BankCard> & { cardNo: string; mobile: string };
/** The member's own leader is `userId`. */
export type TeamMemberRow = Owned<TeamMember>;
/** `applicantId` asked to sign at `level`; `inviterId` handles status 0, a CMO (roleLevel 40) status 1. */
export type ApplicationRow = Application & { applicantId: number; inviterId: number };

export interface DbSchema {
  /** `rebased: false` marks a fresh copy of the seed: its dates move to today on first open. */
  meta: { seedDate: string; rebased: boolean };
  users: User[];
  sessions: SessionRow[];
  personalCertifications: Owned<PersonalCertification>[];
  enterpriseCertifications: Owned<EnterpriseCertification>[];
  wallets: WalletRow[];
  walletRecords: Owned<WalletRecord>[];
  earnings: Owned<EarningsRecord>[];
  withdrawals: WithdrawalRow[];
  bankCards: BankCardRow[];
  banks: Bank[];
  teamMembers: TeamMemberRow[];
  customers: Owned<Customer>[];
  washCards: Owned<WashCard>[];
  materialCategories: ShareMaterialCategory[];
  materials: ShareMaterial[];
  contracts: Owned<Contract>[];
  applications: ApplicationRow[];
  areas: AreaRow[];
  stores: Owned<Store>[];
  addresses: Owned<Address>[];
  feedback: Owned<Feedback>[];
  config: ConfigTable;
  pageConfig: PageConfig;
}

export type CollectionName = {
  [K in keyof DbSchema]: DbSchema[K] extends unknown[] ? K : never;
}[keyof DbSchema];
