// The contact sheet's table: every page of PAGE, grouped by feature, with the account that sees
// it and the states it has. A state is reached by a mock scenario on the page's own API calls
// (see types.ts) and the steps a partner takes; add a row or a state here and `npm run screens`
// takes it. The defaults: `empty` answers every list call empty; `failed` fails (HTTP 500) the
// routes the page called in its loaded state; `invalid` submits the form untouched; `submitted`
// fills the form validly (with what the mock accepts: the code 123456, a seed account in the state
// the form needs) and sends it with the form's own button, on a fresh copy of the seed (main.ts).
import { badInput, failed, invalid, list, loaded, retried, single, submitted } from './states';
import { refreshFailed, secondPageFailed } from './states';
import { ADD_CARD, FEEDBACK, INVITE, BAD_INVITE, INVOICED_WITHDRAWAL, LICENCE, LOGIN } from './fills';
import { NEW_ADDRESS, ADDRESS_FROM_PLACE, OPEN_STORE, REAL_NAME, SMS, WITHDRAW_FAILS } from './fills';
import type { ScreenRecipe } from './types';

export interface FeatureScreens {
  feature: string;
  screens: ScreenRecipe[];
}

export const SCREENS: FeatureScreens[] = [
  {
    feature: 'auth 登录',
    screens: [
      {
        page: 'login',
        account: null,
        // the earnings centre's sections come after its figures: the shot once they are in
        states: [loaded, invalid, { state: 'submitted', steps: [...LOGIN, { submit: true }, { wait: 3000 }] }],
      },
    ],
  },
  {
    feature: 'money 收益与提现',
    screens: [
      { page: 'home', account: 'partner', states: single },
      {
        page: 'withdraw',
        account: 'partner',
        states: [
          loaded,
          failed,
          ...WITHDRAW_FAILS,
          ...submitted([{ fill: '提现金额', value: '100' }], '确认提现', '确认提现'),
        ],
      },
      {
        page: 'enterpriseWithdraw',
        account: 'enterprise',
        states: [loaded, failed, ...WITHDRAW_FAILS, ...submitted(INVOICED_WITHDRAWAL, '确认提现', '确认提现')],
      },
      {
        page: 'withdrawList',
        account: 'partner',
        states: [
          ...list,
          secondPageFailed('/api/userWallet/myWithDrawalRecordH5'),
          refreshFailed('/api/userWallet/myWithDrawalRecordH5'),
        ],
      },
      { page: 'balanceDetail', account: 'partner', states: list },
      { page: 'profitDetail', account: 'partner', states: list },
      {
        page: 'bankCard',
        account: 'partner',
        states: [...list, refreshFailed('/api/userBank/userBankListH5'), ...submitted([], '设为默认')],
      },
      {
        page: 'bank',
        account: 'partner',
        states: [...single, { state: 'loaded', variant: '搜索', steps: [{ fill: '搜索', value: '民生' }] }],
      },
      {
        page: 'addBankCard',
        account: 'partner',
        from: 'bankCard',
        // a partner without real-name is told so before typing
        states: [
          loaded,
          invalid,
          { state: 'loaded', variant: '未实名', account: 'newPartner' },
          ...submitted(ADD_CARD, true),
        ],
      },
    ],
  },
  {
    feature: 'identity 实名与个人信息',
    screens: [
      { page: 'withdrawalAuth', account: 'newPartner', states: single },
      {
        page: 'realAuth',
        account: 'newPartner',
        from: 'withdrawalAuth',
        states: [
          loaded,
          invalid,
          badInput('身份证号有误', [
            { fill: '真实姓名', value: '张三' },
            { fill: '身份证号', value: '110105194912310021' },
            { submit: true },
          ]),
          ...submitted(REAL_NAME, true),
          // then the face step on the mock: Chromium's fake camera records, the mock's check passes
          {
            state: 'submitted',
            variant: '人脸验证后',
            steps: [...REAL_NAME, { submit: true }, { tap: '开始验证' }, { wait: 6000 }],
          },
        ],
      },
      {
        page: 'enterpriseCertification',
        account: 'newPartner',
        states: [loaded, invalid, ...submitted(LICENCE, true)],
      },
      { page: 'faceVerify', account: 'newPartner', states: [loaded] },
      {
        page: 'videoUpload',
        account: 'partner',
        states: [loaded, ...submitted([{ tap: '开始录制' }, { wait: 2000 }, { tap: '停止录制' }], '上传视频')],
      },
      { page: 'certificationState', account: 'partner', states: single },
      { page: 'personalInfo', account: 'partner', states: single },
    ],
  },
  {
    feature: 'signing 签约与合同',
    screens: [
      { page: 'agencyTip', account: 'partner', states: [...single, refreshFailed('/api/applyIdentity/applyList')] },
      {
        page: 'signed',
        account: 'partner',
        from: 'agencyTip',
        states: [
          ...single,
          badInput('未选择', [{ tap: '申请' }]),
          ...submitted([{ check: '省级总监' }, { tap: '签约区域' }, { tap: '广东省' }], '申请'),
        ],
      },
      { page: 'signedArea', account: 'partner', query: '?level=30', states: single },
      { page: 'signedAreaSub', account: 'partner', query: '?level=30&province=440000', states: single },
      { page: 'signedExplain', account: 'partner', fixture: 'application', states: single },
      { page: 'signedConfirm', account: 'partner', fixture: 'application', states: single },
      {
        page: 'signatureBoard',
        account: 'partner',
        fixture: 'application',
        states: [loaded, badInput('未签名', [{ tap: '确认' }]), ...submitted([{ draw: '签名区域' }], '确认')],
      },
      {
        page: 'xinbadaSign',
        account: 'partner',
        fixture: 'application',
        states: [
          loaded,
          failed,
          invalid,
          badInput('验证码错误', [{ tap: '获取验证码' }, { fill: '验证码', value: '000000' }, { submit: true }]),
          ...submitted(SMS, true),
        ],
      },
      { page: 'signedSuccess', account: 'partner', fixture: 'signedApplication', alone: true, states: single },
      { page: 'contractView', account: 'partner', fixture: 'application', states: single },
      { page: 'reviewSign', account: 'cmo', states: [...list, ...submitted([], '通过', '通过')] },
      { page: 'myContract', account: 'partner', states: list },
      { page: 'storeContract', account: 'director', states: list },
    ],
  },
  {
    feature: 'shops 门店',
    screens: [
      { page: 'storeHome', account: 'storeUser', states: single },
      {
        page: 'openStore',
        account: 'partner',
        from: 'home',
        states: [loaded, invalid, ...submitted(OPEN_STORE, true)],
      },
      { page: 'storeList', account: 'director', states: [...list, retried('/api/store/listH5')] },
      { page: 'storeDetail', account: 'director', fixture: 'firstStore', states: single },
      // the store user's store 3 is approved and waits for activation
      {
        page: 'storeActive',
        account: 'storeUser',
        from: 'storeHome',
        query: '?id=3',
        states: [...single, ...submitted([], '激活', '激活')],
      },
      {
        page: 'setEarnings',
        account: 'director',
        from: 'storeList',
        fixture: 'firstStore',
        states: [
          loaded,
          failed,
          badInput('超过 100', [{ fill: '收益比例', value: '150' }]),
          ...submitted([{ fill: '收益比例', value: '30' }], '保存'),
        ],
      },
      // the store user's store 5 was refused: a new photo and it is sent again
      {
        page: 'storeInfo',
        account: 'storeUser',
        from: 'storeHome',
        query: '?id=5',
        states: [
          ...single,
          // both photos taken off: what 重新提交 says of a store with none
          badInput('删去照片', [{ tap: '删除' }, { tap: '删除' }, { tap: '重新提交' }]),
          ...submitted([{ upload: '上传门店照片', files: 1 }], '重新提交'),
        ],
      },
      {
        page: 'storeSettlement',
        account: 'director',
        fixture: 'firstStore',
        states: [...list, ...submitted([], '结算到钱包', '结算')],
      },
      { page: 'oneClickTransfer', account: null, query: '?c=4&r=JYK6A2&s=qr', states: [loaded] },
      { page: 'linkMini', account: null, query: '?c=4&r=JYK6A2&s=qr', states: single },
      { page: 'oneClickPay', account: null, query: '?amount=1234&storeId=4', states: single },
    ],
  },
  {
    feature: 'team 团队与客户',
    screens: [
      {
        page: 'myTeam',
        account: 'partner',
        states: [
          ...list,
          badInput('手机号有误', [...BAD_INVITE, { tap: '发送邀请' }]),
          ...submitted(INVITE, '发送邀请'),
        ],
      },
      { page: 'teamDetails', account: 'partner', query: '?id=2', states: list },
      { page: 'myCustomer', account: 'partner', states: list },
      { page: 'washCard', account: 'partner', states: [...list, secondPageFailed('/api/user/myWashCardRecord')] },
    ],
  },
  {
    feature: 'places 地址与位置',
    screens: [
      { page: 'addressManagement', account: 'partner', states: [...list, ...submitted([], '设为默认')] },
      {
        page: 'address',
        account: 'partner',
        from: 'addressManagement',
        states: [
          loaded,
          invalid,
          ...submitted(NEW_ADDRESS, true),
          // the form once a place in 上海 is picked on 选择位置, then saved
          { state: 'submitted', variant: '上海选点', steps: ADDRESS_FROM_PLACE },
          ...submitted(ADDRESS_FROM_PLACE, true, undefined, { variant: '上海选点保存' }),
          ...submitted([{ fill: '详细地址', value: '文三路 90 号东部软件园 2 幢' }], true, undefined, {
            variant: '修改',
            query: '?id=1',
          }),
        ],
      },
      {
        page: 'chooseLocation',
        account: 'partner',
        states: [
          ...single,
          { state: 'empty', variant: '搜索无结果', steps: [{ fill: '搜索地点', value: '不存在的地点名' }] },
        ],
      },
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
      {
        page: 'material',
        account: 'partner',
        states: [...list, { state: 'loaded', variant: '分享海报', steps: [{ tap: '分享海报' }, { wait: 1500 }] }],
      },
      { page: 'agreement', account: 'partner', query: '?name=agreement', states: single },
      { page: 'richText', account: 'partner', query: '?name=privacy', states: single },
      { page: 'feedback', account: 'partner', from: 'home', states: [loaded, invalid, ...submitted(FEEDBACK, true)] },
    ],
  },
];
