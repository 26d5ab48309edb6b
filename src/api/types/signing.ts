// Signing: applications for a level and region, and the contracts they lead to.

/** 0 applied, 1 awaiting CMO review, 2 approved, 3 rejected, 4 ignored. */
export type ApplicationStatus = 0 | 1 | 2 | 3 | 4;

export interface Application {
  id: number;
  applicantNickname: string;
  /** the applicant's certified real name (signing needs one): only in the CMO's review list, cmoConfirmList */
  applicantRealName?: string;
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
