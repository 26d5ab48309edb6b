// The entry grid of the earnings centre: every area of the app.
import { PAGE } from '../../../../app/paths';

export interface Entry {
  path: string;
  label: string;
  /** one character drawn in the icon tile */
  glyph: string;
  color: string;
}

const ALL: Entry[] = [
  { path: PAGE.profitDetail, label: '收益明细', glyph: '收', color: '#ff7d00' },
  { path: PAGE.balanceDetail, label: '余额明细', glyph: '余', color: '#f5a623' },
  { path: PAGE.withdrawList, label: '提现记录', glyph: '提', color: '#1677ff' },
  { path: PAGE.bankCard, label: '银行卡', glyph: '卡', color: '#3f51b5' },
  { path: PAGE.myTeam, label: '我的团队', glyph: '团', color: '#07c160' },
  { path: PAGE.myCustomer, label: '我的客户', glyph: '客', color: '#00a870' },
  { path: PAGE.washCard, label: '名下洗护卡', glyph: '洗', color: '#13c2c2' },
  { path: PAGE.agencyTip, label: '签约', glyph: '签', color: '#0d66d9' },
  { path: PAGE.myContract, label: '我的合同', glyph: '合', color: '#08979c' },
  { path: PAGE.reviewSign, label: '签约审核', glyph: '审', color: '#eb2f96' },
  { path: PAGE.storeHome, label: '门店', glyph: '门', color: '#d4380d' },
  { path: PAGE.storeList, label: '我的门店', glyph: '店', color: '#fa541c' },
  { path: PAGE.openStore, label: '开店申请', glyph: '开', color: '#f5222d' },
  { path: PAGE.material, label: '素材中心', glyph: '素', color: '#2f54eb' },
  { path: PAGE.withdrawalAuth, label: '实名认证', glyph: '证', color: '#1890ff' },
  { path: PAGE.personalInfo, label: '个人信息', glyph: '我', color: '#597ef7' },
  { path: PAGE.addressManagement, label: '地址管理', glyph: '址', color: '#52c41a' },
  { path: PAGE.feedback, label: '问题反馈', glyph: '馈', color: '#8c8c8c' },
];

/** CMO review is only for reviewers (roleLevel 40); 门店 only for partners with stores (shopUserStatus 1). */
export function visibleEntries(roleLevel: number | undefined, shopUserStatus?: number): Entry[] {
  return ALL.filter(
    (e) => (e.path !== PAGE.reviewSign || roleLevel === 40) && (e.path !== PAGE.storeHome || shopUserStatus === 1),
  );
}
