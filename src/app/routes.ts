// The route table: each page's title, whether it draws its own bar, and its lazy chunk. Paths
// come from paths.ts. Only route-table.ts loads this module (with import(), so it is a chunk of
// its own and not in the first load): it imports every page, so a page importing it would
// close a cycle.
import { homeRoute, loginRoute, type RouteDef } from './landing-routes';
import { withMatchedLocation } from './matched-location';
import { GALLERY, PAGE } from './paths';

// The parts of the shell only the pages of this table need (the landing pages draw their own
// header and are always found), so they load with it instead of in the first load.
export { NavBar } from '../ui/NavBar';
export { NotFound } from './NotFound';

// every page but the landing ones, which the first load has without this table
const pages: RouteDef[] = [
  {
    path: PAGE.agreement,
    title: '协议',
    // the agreement's own name, which the page puts there once the text has come
    titleParam: 'title',
    load: () => import('../features/content/pages/agreement/index'),
  },
  {
    path: PAGE.richText,
    title: '富文本',
    titleParam: 'title',
    load: () => import('../features/content/pages/richText/index'),
  },
  { path: PAGE.bankCard, title: '我的银行卡', load: () => import('../features/money/pages/bankCard/index') },
  { path: PAGE.bank, title: '选择银行', load: () => import('../features/money/pages/bank/index') },
  { path: PAGE.addBankCard, title: '添加银行卡', load: () => import('../features/money/pages/addBankCard/index') },
  { path: PAGE.profitDetail, title: '收益明细', load: () => import('../features/money/pages/profitDetail/index') },
  {
    path: PAGE.enterpriseWithdraw,
    title: '提现',
    load: () => import('../features/money/pages/enterpriseWithdraw/index'),
  },
  { path: PAGE.balanceDetail, title: '余额明细', load: () => import('../features/money/pages/balanceDetail/index') },
  { path: PAGE.withdraw, title: '提现', load: () => import('../features/money/pages/withdraw/index') },
  { path: PAGE.withdrawList, title: '提现记录', load: () => import('../features/money/pages/withdrawList/index') },
  {
    path: PAGE.withdrawalAuth,
    title: '身份认证',
    load: () => import('../features/identity/pages/withdrawalAuth/index'),
  },
  { path: PAGE.realAuth, title: '个人实名认证', load: () => import('../features/identity/pages/realAuth/index') },
  { path: PAGE.faceVerify, title: '人脸验证', load: () => import('../features/identity/pages/faceVerify/index') },
  { path: PAGE.videoUpload, title: '视频录制上传', load: () => import('../features/identity/pages/videoUpload/index') },
  {
    path: PAGE.enterpriseCertification,
    title: '企业实名认证',
    load: () => import('../features/identity/pages/enterpriseCertification/index'),
  },
  {
    path: PAGE.certificationState,
    title: '实名认证状态',
    load: () => import('../features/identity/pages/certificationState/index'),
  },
  { path: PAGE.personalInfo, title: '个人信息', load: () => import('../features/identity/pages/personalInfo/index') },
  { path: PAGE.storeHome, title: '门店', landing: true, load: () => import('../features/shops/pages/storeHome/index') },
  { path: PAGE.openStore, title: '开店申请', load: () => import('../features/shops/pages/openStore/index') },
  { path: PAGE.storeList, title: '门店列表', load: () => import('../features/shops/pages/storeList/index') },
  { path: PAGE.storeDetail, title: '门店详情', load: () => import('../features/shops/pages/storeDetail/index') },
  { path: PAGE.storeActive, title: '门店激活', load: () => import('../features/shops/pages/storeActive/index') },
  { path: PAGE.setEarnings, title: '设置收益', load: () => import('../features/shops/pages/setEarnings/index') },
  { path: PAGE.storeInfo, title: '上传门店资料', load: () => import('../features/shops/pages/storeInfo/index') },
  {
    path: PAGE.storeSettlement,
    title: '门店收益结算',
    load: () => import('../features/shops/pages/storeSettlement/index'),
  },
  {
    path: PAGE.oneClickTransfer,
    title: '转账中转',
    load: () => import('../features/shops/pages/oneClickTransfer/index'),
  },
  { path: PAGE.linkMini, title: '跳转小程序', load: () => import('../features/shops/pages/linkMini/index') },
  { path: PAGE.oneClickPay, title: '一键支付', load: () => import('../features/shops/pages/oneClickPay/index') },
  { path: PAGE.agencyTip, title: '签约提醒', load: () => import('../features/signing/pages/agencyTip/index') },
  { path: PAGE.signed, title: '签约', load: () => import('../features/signing/pages/signed/index') },
  { path: PAGE.signedArea, title: '区域列表', load: () => import('../features/signing/pages/signedArea/index') },
  { path: PAGE.signedAreaSub, title: '选择城市', load: () => import('../features/signing/pages/signedAreaSub/index') },
  { path: PAGE.signedExplain, title: '在线签约', load: () => import('../features/signing/pages/signedExplain/index') },
  { path: PAGE.signedConfirm, title: '确认权益', load: () => import('../features/signing/pages/signedConfirm/index') },
  { path: PAGE.signatureBoard, title: '签名板', load: () => import('../features/signing/pages/signatureBoard/index') },
  { path: PAGE.xinbadaSign, title: '签约', load: () => import('../features/signing/pages/xinbadaSign/index') },
  { path: PAGE.signedSuccess, title: '签约完成', load: () => import('../features/signing/pages/signedSuccess/index') },
  { path: PAGE.contractView, title: '查看合同', load: () => import('../features/signing/pages/contractView/index') },
  { path: PAGE.reviewSign, title: '签约审核', load: () => import('../features/signing/pages/reviewSign/index') },
  { path: PAGE.myContract, title: '我的合同', load: () => import('../features/signing/pages/myContract/index') },
  {
    path: PAGE.storeContract,
    title: '云店签约合同',
    load: () => import('../features/signing/pages/storeContract/index'),
  },
  {
    path: PAGE.addressManagement,
    title: '地址管理',
    load: () => import('../features/places/pages/addressManagement/index'),
  },
  { path: PAGE.address, title: '地址信息', load: () => import('../features/places/pages/address/index') },
  { path: PAGE.chooseLocation, title: '选择位置', load: () => import('../features/places/pages/chooseLocation/index') },
  { path: PAGE.openLocation, title: '查看位置', load: () => import('../features/places/pages/openLocation/index') },
  { path: PAGE.feedback, title: '问题反馈', load: () => import('../features/content/pages/feedback/index') },
  { path: PAGE.washCard, title: '名下洗护卡', load: () => import('../features/team/pages/washCard/index') },
  { path: PAGE.myCustomer, title: '我的客户', load: () => import('../features/team/pages/myCustomer/index') },
  { path: PAGE.myTeam, title: '我的团队', load: () => import('../features/team/pages/myTeam/index') },
  { path: PAGE.teamDetails, title: '成员详情', load: () => import('../features/team/pages/teamDetails/index') },
  { path: PAGE.material, title: '素材中心', load: () => import('../features/content/pages/material/index') },
  ...(__DEV_TOOLS__
    ? [{ path: GALLERY, title: 'UI 组件', load: () => import('../features/content/pages/gallery/index') }]
    : []),
];

export const routes: RouteDef[] = [loginRoute, homeRoute, ...pages.map(withMatchedLocation)];
