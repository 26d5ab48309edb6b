// The route table: the one source of truth for paths, Chinese titles, which pages draw their
// own bar, and each page's lazy chunk. The router, the launch flow, the redirect whitelist and
// the tests all read it. A page is added here and nowhere else.
import type { ComponentType } from 'react';

export interface RouteDef {
  path: string;
  /** document.title and the nav bar title; empty for the page with no title */
  title: string;
  /** the page draws its own header (no shared nav bar) */
  customBar?: boolean;
  load: () => Promise<{ default: ComponentType<any> }>; // any: each page takes its own props (query params)
}

export const LOGIN = '/pages/login/index';
export const HOME = '/pages/index/index';
export const STORE_HOME = '/pages/storeHome/storeHome';
export const ONE_CLICK_PAY = '/pages/oneClickPay/oneClickPay';
export const LINK_MINI = '/pages/linkMini/linkMini';
export const FACE_VERIFY = '/pages/camera/camera';
export const AGREEMENT = '/pages/agreement/index';

export const routes: RouteDef[] = [
  { path: LOGIN, title: '登录', customBar: true, load: () => import('../pages/login/index') },
  { path: HOME, title: '收益中心', customBar: true, load: () => import('../pages/index/index') },
  { path: AGREEMENT, title: '协议', load: () => import('../pages/agreement/index') },
  { path: '/pages/richTextPage/index', title: '富文本', load: () => import('../pages/richTextPage/index') },
  { path: '/pages/bankCard/index', title: '我的银行卡', load: () => import('../pages/bankCard/index') },
  { path: '/pages/bank/index', title: '选择银行', load: () => import('../pages/bank/index') },
  { path: '/pages/addBankCard/index', title: '添加银行卡', load: () => import('../pages/addBankCard/index') },
  { path: '/pages/profitDetail/index', title: '收益明细', load: () => import('../pages/profitDetail/index') },
  { path: '/pages/enterpriseWithdraw/index', title: '提现', load: () => import('../pages/enterpriseWithdraw/index') },
  { path: '/pages/myBalanceDetail/index', title: '余额明细', load: () => import('../pages/myBalanceDetail/index') },
  { path: '/pages/withdraw/index', title: '提现', load: () => import('../pages/withdraw/index') },
  { path: '/pages/withdrawList/index', title: '提现记录', load: () => import('../pages/withdrawList/index') },
  { path: '/pages/withdrawalAuth/withdrawalAuth', title: '身份认证', load: () => import('../pages/withdrawalAuth/index') },
  { path: '/pages/realAuth/index', title: '个人实名认证', load: () => import('../pages/realAuth/index') },
  { path: FACE_VERIFY, title: '人脸验证', load: () => import('../pages/camera/index') },
  { path: '/pages/camera-test/camera-test', title: '视频录制上传', load: () => import('../pages/camera-test/index') },
  { path: '/pages/enterpriseCertification/index', title: '企业实名认证', load: () => import('../pages/enterpriseCertification/index') },
  { path: '/pages/certificationState/index', title: '实名认证状态', load: () => import('../pages/certificationState/index') },
  { path: '/pages/sub/plainText/index', title: '个人信息', load: () => import('../pages/plainText/index') },
  { path: STORE_HOME, title: '门店', load: () => import('../pages/storeHome/index') },
  { path: LINK_MINI, title: '跳转小程序', load: () => import('../pages/linkMini/index') },
  { path: ONE_CLICK_PAY, title: '一键支付', load: () => import('../pages/oneClickPay/index') },
  ...(__DEV_TOOLS__ ? [{ path: '/dev/ui', title: 'UI 组件', load: () => import('../pages/dev-ui/index') }] : []),
];

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route of a path; `/` is the login page. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path === '/' || path === '' ? LOGIN : path);
}
