// A signing application's and a contract's status and their words: the keys are the enums of
// the API's schema (src/api/contract/), the words the app's tabs and badges and the mock's
// messages and contract pages alike. Plain values, so the server reads them without the client.

/** 0 applied, 1 awaiting CMO review, 2 approved, 3 rejected, 4 ignored. */
export const APPLICATION_STATUS_NAMES = {
  0: '待签约',
  1: '待审核',
  2: '已通过',
  3: '已驳回',
  4: '已忽略',
} as const;

/** 0 to sign, 1 signed, 2 under review, 3 rejected, 4 void. */
export const CONTRACT_STATUS_NAMES = {
  0: '待签署',
  1: '已签署',
  2: '审核中',
  3: '已驳回',
  4: '已作废',
} as const;
