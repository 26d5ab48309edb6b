// Every page path of SPEC.md section 2, by the page's one name: the page's folder under
// src/pages, its key here and its component (`<Name>Page`) agree. Code names a page through
// PAGE, never by a string of its own. This module imports nothing, so any module may use it
// without pulling in the route table (which imports every page).
export const PAGE = {
  login: '/pages/login/index',
  home: '/pages/index/index',
  videoUpload: '/pages/camera-test/camera-test',
  faceVerify: '/pages/camera/camera',
  withdrawalAuth: '/pages/withdrawalAuth/withdrawalAuth',
  realAuth: '/pages/realAuth/index',
  certificationState: '/pages/certificationState/index',
  enterpriseCertification: '/pages/enterpriseCertification/index',
  personalInfo: '/pages/sub/plainText/index',
  signedArea: '/pages/signedArea/index',
  signedAreaSub: '/pages/signedAreaSub/index',
  bankCard: '/pages/bankCard/index',
  bank: '/pages/bank/index',
  addBankCard: '/pages/addBankCard/index',
  material: '/pages/material/index',
  profitDetail: '/pages/profitDetail/index',
  myCustomer: '/pages/myCustomer/index',
  withdrawList: '/pages/withdrawList/index',
  withdraw: '/pages/withdraw/index',
  enterpriseWithdraw: '/pages/enterpriseWithdraw/index',
  richText: '/pages/richTextPage/index',
  balanceDetail: '/pages/myBalanceDetail/index',
  openStore: '/pages/openStore/index',
  reviewSign: '/pages/reviewSign/index',
  myContract: '/pages/myContract/index',
  storeContract: '/pages/storeContract/index',
  myTeam: '/pages/myTeam/index',
  teamDetails: '/pages/teamDetails/index',
  feedback: '/pages/feedback/index',
  washCard: '/pages/washCard/index',
  agencyTip: '/pages/agencyTip/agencyTip',
  signed: '/pages/signed/index',
  signedExplain: '/pages/signedExplain/index',
  signedConfirm: '/pages/signedConfirm/index',
  contractView: '/pages/signedSuccess/web-view',
  signedSuccess: '/pages/signedSuccess/index',
  addressManagement: '/pages/addressManagement/index',
  address: '/pages/address/index',
  xinbadaSign: '/pages/xinbadaSign/index',
  agreement: '/pages/agreement/index',
  signatureBoard: '/pages/signatureBoard/index',
  storeHome: '/pages/storeHome/storeHome',
  storeList: '/pages/storeList/storeList',
  storeDetail: '/pages/storeDetail/storeDetail',
  setEarnings: '/pages/setEarnings/setEarnings',
  storeActive: '/pages/storeActive/storeActive',
  storeInfo: '/pages/storeInfo/storeInfo',
  storeSettlement: '/pages/storeSettlement/storeSettlement',
  linkMini: '/pages/linkMini/linkMini',
  oneClickPay: '/pages/oneClickPay/oneClickPay',
  oneClickTransfer: '/pages/oneClickTransfer/oneClickTransfer',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export type PageName = keyof typeof PAGE;
export type PagePath = (typeof PAGE)[PageName];

/** The UI kit gallery, in builds with the developer tools only. */
export const GALLERY = '/dev/ui';

const pagePaths = new Set<string>(Object.values(PAGE));

/** Whether a path is a page of the app (a redirect target or an entry from the server must be). */
export function isPage(path: string): boolean {
  return pagePaths.has(path);
}
