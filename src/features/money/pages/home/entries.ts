// The entry grid of the earnings centre: every area of the app.
import { PAGE } from '../../../../app/paths';

export interface Entry {
  path: string;
  label: string;
  /** one character drawn in the icon tile */
  glyph: string;
  /** the tile's colour: white glyphs reach 4.5:1 on it (the design's hues a shade deeper) */
  color: string;
}

export const ALL_ENTRIES: Entry[] = [
  { path: PAGE.profitDetail, label: '收益明细', glyph: '收', color: '#b85a00' },
  { path: PAGE.balanceDetail, label: '余额明细', glyph: '余', color: '#9d6a16' },
  { path: PAGE.withdrawList, label: '提现记录', glyph: '提', color: '#146fed' },
  { path: PAGE.bankCard, label: '银行卡', glyph: '卡', color: '#3f51b5' },
  { path: PAGE.myTeam, label: '我的团队', glyph: '团', color: '#058743' },
  { path: PAGE.myCustomer, label: '我的客户', glyph: '客', color: '#008558' },
  { path: PAGE.washCard, label: '名下洗护卡', glyph: '洗', color: '#0d8282' },
  { path: PAGE.agencyTip, label: '签约', glyph: '签', color: '#0d66d9' },
  { path: PAGE.myContract, label: '我的合同', glyph: '合', color: '#078286' },
  { path: PAGE.reviewSign, label: '签约审核', glyph: '审', color: '#d62b89' },
  { path: PAGE.storeHome, label: '门店', glyph: '门', color: '#d4380d' },
  { path: PAGE.storeList, label: '我的门店', glyph: '店', color: '#cf4617' },
  { path: PAGE.openStore, label: '开店申请', glyph: '开', color: '#e4202a' },
  { path: PAGE.material, label: '素材中心', glyph: '素', color: '#2f54eb' },
  { path: PAGE.withdrawalAuth, label: '实名认证', glyph: '证', color: '#1476d1' },
  { path: PAGE.personalInfo, label: '个人信息', glyph: '我', color: '#4d6ed7' },
  { path: PAGE.addressManagement, label: '地址管理', glyph: '址', color: '#388512' },
  { path: PAGE.feedback, label: '问题反馈', glyph: '馈', color: '#747474' },
];

/** CMO review is only for reviewers (roleLevel 40); 门店 only for partners with stores (shopUserStatus 1). */
export function visibleEntries(roleLevel: number | undefined, shopUserStatus?: number): Entry[] {
  return ALL_ENTRIES.filter(
    (e) => (e.path !== PAGE.reviewSign || roleLevel === 40) && (e.path !== PAGE.storeHome || shopUserStatus === 1),
  );
}
