// The words for a signing application's and a contract's status, for the app's tabs and badges and
// the mock's messages and contract pages alike. Plain values, so the server reads them without the client.
import type { ApplicationStatus, ContractStatus } from './types';

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  0: '待签约',
  1: '待审核',
  2: '已通过',
  3: '已驳回',
  4: '已忽略',
};

export const CONTRACT_STATUS_NAMES: Record<ContractStatus, string> = {
  0: '待签署',
  1: '已签署',
  2: '审核中',
  3: '已驳回',
  4: '已作废',
};
