// The shape of db.json: the wire entities of src/api/types.ts plus the owner and secret fields
// the server needs but never sends (route modules strip them with `without`).
import type { LowdbSync } from 'lowdb';
import type { ConfigValues } from '../src/api/common';
import type { PayOrderState } from '../src/api/pay';
import type {
  User,
  Wallet,
  WalletRecord,
  EarningsRecord,
  Withdrawal,
  BankCard,
  Bank,
  Address,
  Application,
  Contract,
  TeamMember,
  Customer,
  WashCard,
  Store,
  ShareMaterial,
  ShareMaterialCategory,
  Feedback,
  PageConfig,
  PersonalCertification,
  EnterpriseCertification,
  Invitation,
  Area,
} from '../src/api/types';

type Owned<T> = T & { userId: number };

/** `tokenHash`: SHA-256 (hex) of the token; the token itself is never stored (services/session.ts). */
export interface SessionRow {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** `hasChildren` is not stored: areaListH5 derives it from the rows below. */
export type AreaRow = Omit<Area, 'hasChildren' | 'taken'>;

export type WalletRow = Owned<Wallet>;
export type AddressRow = Owned<Address>;
export type PersonalCertificationRow = Owned<PersonalCertification>;
export type WithdrawalRow = Owned<Withdrawal> & { bankCardId: number; invoiceUrl: string | null };
/** `cardNo` is the full number (duplicate check); the wire only has `cardTail`. */
export type BankCardRow = Owned<BankCard> & { cardNo: string; mobile: string };
/** The member's own leader is `userId`; `mobile` (full) finds a member already in the team. */
export type TeamMemberRow = Owned<TeamMember> & { mobile: string };
/** `applicantId` asked to sign at `level`; `inviterId` handles status 0, a CMO (roleLevel 40) status 1. */
/** `applicantRealName`: the certified name at the time of applying; the wire shows it to the CMO only. */
export type ApplicationRow = Application & { applicantId: number; inviterId: number; applicantRealName: string };
/** `applicationId` links an agency contract to the application it was signed for. */
export type ContractRow = Owned<Contract> & { applicationId?: number; signatureUrl?: string };
/** `sendInvite`: `mobile` is the full number (duplicate check); the wire has it masked. */
export type InvitationRow = Owned<Invitation> & { mobile: string };
/** `reviewClockAt`: set when the user (re)submits; the mock's review advances from it (routes/store.ts). */
export type StoreRow = Owned<Store> & { createdAt: string; reviewClockAt?: string | null };
/** `submittedAt` starts the mock's review clock (a seeded row without it is decided on its next read). */
export type EnterpriseCertificationRow = Owned<EnterpriseCertification> & { submittedAt?: string };
/** An order taken by a store; `shareFen` is the owner's earnings, settled into the wallet by settleH5. */
export interface StoreOrderRow {
  id: number;
  userId: number;
  storeId: number;
  orderNo: string;
  amountFen: number;
  shareFen: number;
  settled: boolean;
  createdAt: string;
}

/**
 * A confirmed answer to an Idempotency-Key request (middleware/idempotency.ts), written in the
 * same db write as the change it confirms; `userId` is null on a public route; kept 24 h.
 */
export interface IdempotencyKeyRow {
  id: number;
  userId: number | null;
  path: string;
  key: string;
  /** the request body as canonical JSON: the same key with another body is a 422 */
  fingerprint: string;
  status: number;
  body: unknown;
  at: string;
}

/** A file uploadH5 / uploadInvoiceH5 stored: `url` is the path it answered, `userId` who sent it. */
export interface UploadRow {
  id: number;
  userId: number;
  url: string;
  createdAt: string;
}

/**
 * A one-click-pay order (routes/pay.ts): `openid` owns it, `orderNo` is WeChat Pay's out_trade_no.
 * `held`: the developer made this payment stay unconfirmed, so only a notification settles it.
 */
export interface PayOrderRow {
  id: number;
  orderNo: string;
  prepayId: string;
  openid: string;
  storeId: number;
  amountFen: number;
  state: PayOrderState;
  held: boolean;
  failReason: string | null;
  transactionId: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface DbSchema {
  /** `rebased: false` marks a fresh copy of the seed: its dates move to today on first open. */
  meta: { seedDate: string; rebased: boolean };
  users: User[];
  sessions: SessionRow[];
  personalCertifications: PersonalCertificationRow[];
  enterpriseCertifications: EnterpriseCertificationRow[];
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
  contracts: ContractRow[];
  applications: ApplicationRow[];
  areas: AreaRow[];
  stores: StoreRow[];
  storeOrders: StoreOrderRow[];
  invitations: InvitationRow[];
  addresses: AddressRow[];
  feedback: Owned<Feedback>[];
  idempotencyKeys: IdempotencyKeyRow[];
  uploads: UploadRow[];
  payOrders: PayOrderRow[];
  /** the named configuration entries, as the client reads them */
  config: ConfigValues;
  pageConfig: PageConfig;
}

/** The open database (db.ts opens it; everything else reaches it through the request's context). */
export type MockDb = LowdbSync<DbSchema>;
