// The route table: the one source of truth for paths, Chinese titles, which pages draw their
// own bar, and each page's lazy chunk. The router, the launch flow, the redirect whitelist and
// the tests all read it. A page is added here and nowhere else.
import type { ComponentType } from 'react';

/** A page component; any: each page takes its own props (query params). */
export type PageComponent = ComponentType<any>;

export interface RouteDef {
  path: string;
  /** document.title and the nav bar title; empty for the page with no title */
  title: string;
  /** the page draws its own header (no shared nav bar) */
  customBar?: boolean;
  load: () => Promise<{ default: PageComponent }>;
}

/**
 * Every page path of SPEC section 2, by name. Code names a page through these, never by a string
 * of its own; a page exists once it is in `routes` below (the rest are pages to come).
 */
export const PAGE = {
  login: '/pages/login/index',
  home: '/pages/index/index',
  agreement: '/pages/agreement/index',
  richText: '/pages/richTextPage/index',
  bankCard: '/pages/bankCard/index',
  bank: '/pages/bank/index',
  addBankCard: '/pages/addBankCard/index',
  profitDetail: '/pages/profitDetail/index',
  balanceDetail: '/pages/myBalanceDetail/index',
  withdraw: '/pages/withdraw/index',
  enterpriseWithdraw: '/pages/enterpriseWithdraw/index',
  withdrawList: '/pages/withdrawList/index',
  withdrawalAuth: '/pages/withdrawalAuth/withdrawalAuth',
  realAuth: '/pages/realAuth/index',
  faceVerify: '/pages/camera/camera',
  videoUpload: '/pages/camera-test/camera-test',
  enterpriseCertification: '/pages/enterpriseCertification/index',
  certificationState: '/pages/certificationState/index',
  personalInfo: '/pages/sub/plainText/index',
  storeHome: '/pages/storeHome/storeHome',
  linkMini: '/pages/linkMini/linkMini',
  oneClickPay: '/pages/oneClickPay/oneClickPay',
  myTeam: '/pages/myTeam/index',
  myCustomer: '/pages/myCustomer/index',
  washCard: '/pages/washCard/index',
  agencyTip: '/pages/agencyTip/agencyTip',
  myContract: '/pages/myContract/index',
  reviewSign: '/pages/reviewSign/index',
  storeList: '/pages/storeList/storeList',
  openStore: '/pages/openStore/index',
  material: '/pages/material/index',
  addressManagement: '/pages/addressManagement/index',
  feedback: '/pages/feedback/index',
} as const;

export const routes: RouteDef[] = [
  { path: PAGE.login, title: '登录', customBar: true, load: () => import('../pages/login/index') },
  { path: PAGE.home, title: '收益中心', customBar: true, load: () => import('../pages/index/index') },
  { path: PAGE.agreement, title: '协议', load: () => import('../pages/agreement/index') },
  { path: PAGE.richText, title: '富文本', load: () => import('../pages/richTextPage/index') },
  { path: PAGE.bankCard, title: '我的银行卡', load: () => import('../pages/bankCard/index') },
  { path: PAGE.bank, title: '选择银行', load: () => import('../pages/bank/index') },
  { path: PAGE.addBankCard, title: '添加银行卡', load: () => import('../pages/addBankCard/index') },
  { path: PAGE.profitDetail, title: '收益明细', load: () => import('../pages/profitDetail/index') },
  { path: PAGE.enterpriseWithdraw, title: '提现', load: () => import('../pages/enterpriseWithdraw/index') },
  { path: PAGE.balanceDetail, title: '余额明细', load: () => import('../pages/myBalanceDetail/index') },
  { path: PAGE.withdraw, title: '提现', load: () => import('../pages/withdraw/index') },
  { path: PAGE.withdrawList, title: '提现记录', load: () => import('../pages/withdrawList/index') },
  { path: PAGE.withdrawalAuth, title: '身份认证', load: () => import('../pages/withdrawalAuth/index') },
  { path: PAGE.realAuth, title: '个人实名认证', load: () => import('../pages/realAuth/index') },
  { path: PAGE.faceVerify, title: '人脸验证', load: () => import('../pages/camera/index') },
  { path: PAGE.videoUpload, title: '视频录制上传', load: () => import('../pages/camera-test/index') },
  {
    path: PAGE.enterpriseCertification,
    title: '企业实名认证',
    load: () => import('../pages/enterpriseCertification/index'),
  },
  { path: PAGE.certificationState, title: '实名认证状态', load: () => import('../pages/certificationState/index') },
  { path: PAGE.personalInfo, title: '个人信息', load: () => import('../pages/plainText/index') },
  { path: PAGE.storeHome, title: '门店', load: () => import('../pages/storeHome/index') },
  { path: PAGE.linkMini, title: '跳转小程序', load: () => import('../pages/linkMini/index') },
  { path: PAGE.oneClickPay, title: '一键支付', load: () => import('../pages/oneClickPay/index') },
  ...(__DEV_TOOLS__ ? [{ path: '/dev/ui', title: 'UI 组件', load: () => import('../pages/dev-ui/index') }] : []),
];

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route of a path; `/` is the login page. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path === '/' || path === '' ? PAGE.login : path);
}
