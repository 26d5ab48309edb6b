// The contact sheet's table: every page of PAGE, grouped by feature, with the account that sees
// it and the states it has. A state is reached by a mock scenario on the page's own API calls
// (see types.ts) and the steps a partner takes; add a row or a state here and `npm run screens`
// takes it. The defaults: `empty` answers every list call empty; `failed` fails (HTTP 500) the
// routes the page called in its loaded state; `invalid` submits the form untouched.
import type { ScreenRecipe, StateRecipe } from './types';

const loaded: StateRecipe = { state: 'loaded' };
const empty: StateRecipe = { state: 'empty', scenario: { name: 'empty' } };
const failed: StateRecipe = { state: 'failed', scenario: { name: 'server-error' } };
const invalid: StateRecipe = { state: 'invalid', steps: [{ submit: true }] };
/** a list whose second page fails: the first page stays and the retry asks for the second */
const secondPageFailed = (route: string): StateRecipe => ({
  state: 'failed',
  variant: '第二页失败',
  steps: [{ scroll: 'bottom' }],
  scenario: { name: 'server-error', routes: [route], skip: 1, times: 1 },
});
/** a first load that failed once, then 点击重试: what the retry brings */
const retried = (route: string): StateRecipe => ({
  state: 'failed',
  variant: '重试后',
  scenario: { name: 'server-error', routes: [route], times: 1 },
  steps: [{ tap: '重新加载' }],
});
/** a form filled as a partner would and sent with the button `send`, then `confirm` in its confirm step, if any */
const submitted = (fills: { fill: string; value: string }[], send: string, confirm?: string): StateRecipe[] => {
  const sent = [...fills, { tap: send }];
  if (!confirm) return [{ state: 'submitted', steps: sent }];
  return [
    { state: 'submitted', variant: '确认', steps: sent },
    { state: 'submitted', steps: [...sent, { tap: confirm }] },
  ];
};
const list = [loaded, empty, failed];
const single = [loaded, failed];

export interface FeatureScreens {
  feature: string;
  screens: ScreenRecipe[];
}

export const SCREENS: FeatureScreens[] = [
  {
    feature: 'auth 登录',
    screens: [{ page: 'login', account: null, states: [loaded, invalid] }],
  },
  {
    feature: 'money 收益与提现',
    screens: [
      { page: 'home', account: 'partner', states: single },
      {
        page: 'withdraw',
        account: 'partner',
        states: [loaded, failed, invalid, ...submitted([{ fill: '提现金额', value: '100' }], '确认提现', '确认提现')],
      },
      { page: 'enterpriseWithdraw', account: 'enterprise', states: [loaded, failed, invalid] },
      {
        page: 'withdrawList',
        account: 'partner',
        states: [...list, secondPageFailed('/api/userWallet/myWithDrawalRecordH5')],
      },
      { page: 'balanceDetail', account: 'partner', states: list },
      { page: 'profitDetail', account: 'partner', states: list },
      { page: 'bankCard', account: 'partner', states: list },
      { page: 'bank', account: 'partner', states: single },
      { page: 'addBankCard', account: 'partner', states: [loaded, invalid] },
    ],
  },
  {
    feature: 'identity 实名与个人信息',
    screens: [
      { page: 'withdrawalAuth', account: 'newPartner', states: single },
      { page: 'realAuth', account: 'newPartner', states: [loaded, invalid] },
      { page: 'enterpriseCertification', account: 'newPartner', states: [loaded, invalid] },
      { page: 'faceVerify', account: 'newPartner', states: [loaded] },
      { page: 'videoUpload', account: 'partner', states: [loaded] },
      { page: 'certificationState', account: 'partner', states: single },
      { page: 'personalInfo', account: 'partner', states: single },
    ],
  },
  {
    feature: 'signing 签约与合同',
    screens: [
      { page: 'agencyTip', account: 'partner', states: single },
      { page: 'signed', account: 'partner', states: single },
      { page: 'signedArea', account: 'partner', query: '?level=30', states: single },
      { page: 'signedAreaSub', account: 'partner', query: '?level=30&province=440000', states: single },
      { page: 'signedExplain', account: 'partner', fixture: 'application', states: single },
      { page: 'signedConfirm', account: 'partner', fixture: 'application', states: single },
      { page: 'signatureBoard', account: 'partner', fixture: 'application', states: [loaded] },
      { page: 'xinbadaSign', account: 'partner', fixture: 'application', states: [loaded, failed, invalid] },
      { page: 'signedSuccess', account: 'partner', fixture: 'signedApplication', states: single },
      { page: 'contractView', account: 'partner', fixture: 'application', states: single },
      { page: 'reviewSign', account: 'cmo', states: list },
      { page: 'myContract', account: 'partner', states: list },
      { page: 'storeContract', account: 'director', states: list },
    ],
  },
  {
    feature: 'shops 门店',
    screens: [
      { page: 'storeHome', account: 'storeUser', states: single },
      { page: 'openStore', account: 'partner', states: [loaded, invalid] },
      { page: 'storeList', account: 'director', states: [...list, retried('/api/store/listH5')] },
      { page: 'storeDetail', account: 'director', fixture: 'firstStore', states: single },
      { page: 'storeActive', account: 'director', fixture: 'firstStore', states: single },
      {
        page: 'setEarnings',
        account: 'director',
        fixture: 'firstStore',
        states: [loaded, failed, invalid, ...submitted([{ fill: '收益比例', value: '30' }], '保存')],
      },
      { page: 'storeInfo', account: 'director', fixture: 'firstStore', states: single },
      { page: 'storeSettlement', account: 'director', fixture: 'firstStore', states: list },
      { page: 'oneClickTransfer', account: null, query: '?c=4&r=JYK6A2&s=qr', states: [loaded] },
      { page: 'linkMini', account: null, query: '?c=4&r=JYK6A2&s=qr', states: single },
      { page: 'oneClickPay', account: null, query: '?amount=1234&storeId=4', states: single },
    ],
  },
  {
    feature: 'team 团队与客户',
    screens: [
      { page: 'myTeam', account: 'partner', states: list },
      { page: 'teamDetails', account: 'partner', query: '?id=2', states: list },
      { page: 'myCustomer', account: 'partner', states: list },
      { page: 'washCard', account: 'partner', states: [...list, secondPageFailed('/api/user/myWashCardRecord')] },
    ],
  },
  {
    feature: 'places 地址与位置',
    screens: [
      { page: 'addressManagement', account: 'partner', states: list },
      { page: 'address', account: 'partner', states: [loaded, invalid] },
      { page: 'chooseLocation', account: 'partner', states: single },
      {
        page: 'openLocation',
        account: 'partner',
        query: '?latitude=23.1291&longitude=113.2644&name=广州塔&address=海珠区阅江西路',
        states: [loaded],
      },
    ],
  },
  {
    feature: 'content 素材与文本',
    screens: [
      { page: 'material', account: 'partner', states: list },
      { page: 'agreement', account: 'partner', query: '?name=agreement', states: single },
      { page: 'richText', account: 'partner', query: '?name=privacy', states: single },
      {
        page: 'feedback',
        account: 'partner',
        states: [
          loaded,
          invalid,
          {
            state: 'submitted',
            steps: [
              { check: '故障' },
              { fill: '问题描述', value: '提现记录页面偶尔加载很慢，希望能优化一下。' },
              { submit: true },
            ],
          },
        ],
      },
    ],
  },
];
