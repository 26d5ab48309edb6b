// An application to sign as the lists answer it (applyList, cmoConfirmList): 李四 applying as a
// member, waiting for the inviter; a test spreads what its own case changes over it.
export const APPLICATION = {
  id: 8,
  applicantNickname: '李四',
  applicantMobileMasked: '138****0002',
  level: 10,
  region: '浙江省杭州市',
  status: 0,
  createdAt: '2026-11-20 10:00:00',
};
