// The entry grid of the earnings centre: every area of the app. An entry shows only once its
// page is in the route table, so the grid never leads to a missing page.
import { findRoute } from '../../app/routes';

export interface Entry {
  path: string;
  label: string;
  /** one character drawn in the icon tile */
  glyph: string;
  color: string;
}

const ALL: Entry[] = [
  { path: '/pages/profitDetail/index', label: '收益明细', glyph: '收', color: '#ff7d00' },
  { path: '/pages/myBalanceDetail/index', label: '余额明细', glyph: '余', color: '#f5a623' },
  { path: '/pages/withdrawList/index', label: '提现记录', glyph: '提', color: '#1677ff' },
  { path: '/pages/bankCard/index', label: '银行卡', glyph: '卡', color: '#3f51b5' },
  { path: '/pages/myTeam/index', label: '我的团队', glyph: '团', color: '#07c160' },
  { path: '/pages/myCustomer/index', label: '我的客户', glyph: '客', color: '#00a870' },
  { path: '/pages/washCard/index', label: '名下洗护卡', glyph: '洗', color: '#13c2c2' },
  { path: '/pages/agencyTip/agencyTip', label: '在线签约', glyph: '签', color: '#722ed1' },
  { path: '/pages/myContract/index', label: '我的合同', glyph: '合', color: '#9254de' },
  { path: '/pages/reviewSign/index', label: '签约审核', glyph: '审', color: '#eb2f96' },
  { path: '/pages/storeList/storeList', label: '我的门店', glyph: '店', color: '#fa541c' },
  { path: '/pages/openStore/index', label: '开店申请', glyph: '开', color: '#f5222d' },
  { path: '/pages/material/index', label: '素材中心', glyph: '素', color: '#2f54eb' },
  { path: '/pages/withdrawalAuth/withdrawalAuth', label: '实名认证', glyph: '证', color: '#1890ff' },
  { path: '/pages/sub/plainText/index', label: '个人信息', glyph: '我', color: '#597ef7' },
  { path: '/pages/addressManagement/index', label: '地址管理', glyph: '址', color: '#52c41a' },
  { path: '/pages/feedback/index', label: '问题反馈', glyph: '馈', color: '#8c8c8c' },
];

/** CMO review is only for reviewers (roleLevel 40). */
export function visibleEntries(roleLevel: number | undefined): Entry[] {
  return ALL.filter((e) => findRoute(e.path) && (e.path !== '/pages/reviewSign/index' || roleLevel === 40));
}
