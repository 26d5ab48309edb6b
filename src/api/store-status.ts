// A store's status and its words (SCREENS.md: 0 applied → 1 reviewing → 2 approved awaiting
// activation → 3 active; 4 rejected; 5 closed): the keys are the enum of the API's schema
// (src/api/contract/), the words the app's badges and tabs and the mock's answers. Plain
// values, so the server reads them without the client.
export const STORE_STATUS_NAMES = {
  0: '已提交',
  1: '审核中',
  2: '待激活',
  3: '已激活',
  4: '未通过',
  5: '已关闭',
} as const;
