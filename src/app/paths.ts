// Every page path of SPEC.md section 2, by the page's one name, grouped by the feature it serves:
// PAGE.x lives in src/features/<feature>/pages/x/ (the feature named in the comment above its key)
// and its component is `XPage`. The paths are the old mini-program's and never change. Code names
// a page through PAGE, never by a string of its own. This module imports nothing, so any module may use it
// without pulling in the route table (which imports every page).
export const PAGE = {
  // src/features/auth/pages/: signing in
  login: '/pages/login/index',
  // src/features/money/pages/: the earnings centre, withdrawing, bank cards
  home: '/pages/index/index',
  withdraw: '/pages/withdraw/index',
  enterpriseWithdraw: '/pages/enterpriseWithdraw/index',
  withdrawList: '/pages/withdrawList/index',
  balanceDetail: '/pages/myBalanceDetail/index',
  profitDetail: '/pages/profitDetail/index',
  bankCard: '/pages/bankCard/index',
  bank: '/pages/bank/index',
  addBankCard: '/pages/addBankCard/index',
  // src/features/identity/pages/: real-name, face and video, certification, personal info
  withdrawalAuth: '/pages/withdrawalAuth/withdrawalAuth',
  realAuth: '/pages/realAuth/index',
  enterpriseCertification: '/pages/enterpriseCertification/index',
  faceVerify: '/pages/camera/camera',
  videoUpload: '/pages/camera-test/camera-test',
  certificationState: '/pages/certificationState/index',
  personalInfo: '/pages/sub/plainText/index',
  // src/features/signing/pages/: becoming a director, contracts
  agencyTip: '/pages/agencyTip/agencyTip',
  signed: '/pages/signed/index',
  signedArea: '/pages/signedArea/index',
  signedAreaSub: '/pages/signedAreaSub/index',
  signedExplain: '/pages/signedExplain/index',
  signedConfirm: '/pages/signedConfirm/index',
  signatureBoard: '/pages/signatureBoard/index',
  xinbadaSign: '/pages/xinbadaSign/index',
  signedSuccess: '/pages/signedSuccess/index',
  contractView: '/pages/signedSuccess/web-view',
  reviewSign: '/pages/reviewSign/index',
  myContract: '/pages/myContract/index',
  storeContract: '/pages/storeContract/index',
  // src/features/shops/pages/: stores, and what a store QR or payment link opens
  storeHome: '/pages/storeHome/storeHome',
  openStore: '/pages/openStore/index',
  storeList: '/pages/storeList/storeList',
  storeDetail: '/pages/storeDetail/storeDetail',
  storeActive: '/pages/storeActive/storeActive',
  setEarnings: '/pages/setEarnings/setEarnings',
  storeInfo: '/pages/storeInfo/storeInfo',
  storeSettlement: '/pages/storeSettlement/storeSettlement',
  oneClickTransfer: '/pages/oneClickTransfer/oneClickTransfer',
  linkMini: '/pages/linkMini/linkMini',
  oneClickPay: '/pages/oneClickPay/oneClickPay',
  // src/features/team/pages/: my team, my customers, the wash cards under my name
  myTeam: '/pages/myTeam/index',
  teamDetails: '/pages/teamDetails/index',
  myCustomer: '/pages/myCustomer/index',
  washCard: '/pages/washCard/index',
  // src/features/places/pages/: addresses and places on the map
  addressManagement: '/pages/addressManagement/index',
  address: '/pages/address/index',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
  // src/features/content/pages/: materials, texts, feedback
  material: '/pages/material/index',
  agreement: '/pages/agreement/index',
  richText: '/pages/richTextPage/index',
  feedback: '/pages/feedback/index',
} as const;

export type PageName = keyof typeof PAGE;
export type PagePath = (typeof PAGE)[PageName];

/** The UI kit gallery (src/features/content/pages/gallery/), in builds with the developer tools only. */
export const GALLERY = '/dev/ui';

const pagePaths = new Set<string>(Object.values(PAGE));

/** Whether a path is a page of the app (a redirect target or an entry from the server must be). */
export function isPage(path: string): boolean {
  return pagePaths.has(path);
}
