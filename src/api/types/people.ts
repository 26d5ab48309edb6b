// The partner: roles, the user, the inviter and the two kinds of real-name certification.

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
