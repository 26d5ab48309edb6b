// The wire entities, declared once: the client modules in src/api/ and the mock server both
// use these. Money is integer fen in fields ending in `Fen`; times are ISO 8601 strings.

/** A page of a list call: request `{ pageNum, pageSize, ...filters }`. */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** 10 member, 20 municipal director, 30 provincial director, 40 CMO reviewer. */
export type RoleLevel = 10 | 20 | 30 | 40;
export type CertType = 'personal' | 'enterprise';
/** 0 not submitted, 1 under review, 2 passed, 3 rejected. */
export type CertStatus = 0 | 1 | 2 | 3;

export interface User {
  id: number;
  mobile: string;
  nickname: string;
  avatar: string;
  realName: string;
  idCardMasked: string;
  /** 1 is a store user, forced to the store home unless exempt. */
  shopUserStatus: number;
  roleLevel: RoleLevel;
  levelName: string;
  certType: CertType | null;
  certStatus: CertStatus;
  inviterId: number | null;
  /** who invited the user, as getH5UserInfo and login answer it (null: nobody; absent: not asked) */
  inviter?: Inviter | null;
  /** the user's own code in the invite link `<origin>/#/pages/login/index?inviter=<inviteCode>` */
  inviteCode: string;
  createdAt: string;
}

/** The inviter as the invited partner sees them: the shown name and the mobile masked (lib/mask). */
export interface Inviter {
  nickname: string;
  mobileMasked: string;
}

export interface PersonalCertification {
  status: CertStatus;
  reason?: string;
  realName: string;
  idCard: string;
  faceVerified: boolean;
}

export interface EnterpriseCertification {
  status: CertStatus;
  reason?: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  legalIdCard: string;
  licenseUrl: string;
}

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
export interface Bank {
  code: string;
  name: string;
  logo: string;
}

export interface Address {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  lat: number | null;
  lng: number | null;
  isDefault: boolean;
}

/** 0 applied, 1 awaiting CMO review, 2 approved, 3 rejected, 4 ignored. */
export type ApplicationStatus = 0 | 1 | 2 | 3 | 4;
export interface Application {
  id: number;
  applicantNickname: string;
  applicantMobileMasked: string;
  level: number;
  region: string;
  status: ApplicationStatus;
  reason?: string;
  createdAt: string;
}

/** 0 to sign, 1 signed, 2 under review, 3 rejected, 4 void. */
export type ContractStatus = 0 | 1 | 2 | 3 | 4;
export interface Contract {
  id: number;
  kind: 'agency' | 'store';
  title: string;
  level: number;
  region: string;
  status: ContractStatus;
  url: string;
  signedAt: string | null;
  /** the application an agency contract was signed for (continues the signing flow while status is 0) */
  applyId?: number;
  /** why the CMO rejected it (status 3) */
  reason?: string;
}

export interface TeamMember {
  id: number;
  nickname: string;
  /** the member's picture URL, '' when they have none (the app then shows the name's first character) */
  avatar: string;
  mobileMasked: string;
  /** a callable number, only when the backend chooses to share it (the mock never does) */
  mobile?: string;
  level: number;
  teamSize: number;
  salesFen: number;
  joinedAt: string;
}

export interface Customer {
  id: number;
  nickname: string;
  mobileMasked: string;
  cardCount: number;
  lastOrderAt: string | null;
}

export type WashCardStatus = 'unused' | 'used' | 'expired';
export interface WashCard {
  id: number;
  cardNo: string;
  name: string;
  status: WashCardStatus;
  boughtAt: string;
  expireAt: string;
}

/** 0 applied, 1 reviewing, 2 approved awaiting activation, 3 active, 4 rejected, 5 closed. */
export type StoreStatus = 0 | 1 | 2 | 3 | 4 | 5;
export interface Store {
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  contact: string;
  mobile: string;
  photos: string[];
  licenseUrl: string;
  sharePercent: number;
  status: StoreStatus;
  reason?: string;
  activatedAt: string | null;
}

export interface ShareMaterialCategory {
  id: number;
  name: string;
}
export interface ShareMaterial {
  id: number;
  categoryId: number;
  title: string;
  text: string;
  images: string[];
  videoUrl: string | null;
  createdAt: string;
}

export interface Feedback {
  id: number;
  type: string;
  content: string;
  images: string[];
  contact: string;
  createdAt: string;
}

/** `pageConfig`: what the earnings centre shows above and beside the entry grid. */
export interface PageConfig {
  banners: { id: number; image: string; title: string; link: string }[];
  notices: { id: number; text: string; link: string }[];
  /** hex colour (#rgb or #rrggbb) for the header; invalid values are ignored by the client */
  themeColor: string;
}

/** `myTeamSummary`: the team in figures, by member level (roleLevel values). */
export interface TeamSummary {
  total: number;
  /** members who joined in the current calendar month */
  newThisMonth: number;
  salesFen: number;
  byLevel: { level: number; levelName: string; count: number }[];
}

/** `myWashCardSummary`: how many cards the user holds, by status. */
export interface WashCardSummary {
  total: number;
  unused: number;
  used: number;
  expired: number;
}

/** `sendInvite`: an invitation to a mobile to join the team at a level. */
export interface Invitation {
  id: number;
  mobileMasked: string;
  level: number;
  levelName: string;
  createdAt: string;
}

/** A province (level 1), city (2) or district (3) of `areaListH5`. */
export interface Area {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  hasChildren: boolean;
  /** asked with a signing level only: the area has a director at that level already */
  taken?: boolean;
}

export type FeedbackType = 'suggestion' | 'bug' | 'complaint' | 'other';

/** `store/homeH5`: what the store user's home shows. */
export interface StoreHome {
  /** the main store: the first active one, else the newest; null before any application */
  store: Store | null;
  storeCount: number;
  todayOrderCount: number;
  /** the user's share of today's orders of all their stores */
  todayEarningsFen: number;
  /** earned and not yet settled into the wallet, all stores */
  unsettledFen: number;
  /** the grid of the home page, in order; `path` is the app route to open */
  entries: { key: string; title: string; path: string }[];
}
