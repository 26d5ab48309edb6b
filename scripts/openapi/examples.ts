// The examples of openapi.json, taken from the committed seed (mock-server/seed/db.seed.json): an
// entity's example is a seed row as the API sends it, a request's example a call the seed's
// first partner (13800000001) can make. The contract suite sends these requests as its valid input.
import { readFileSync } from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SEED_FILE } from '../../mock-server/db.ts';
import type { DbSchema } from '../../mock-server/schema.ts';
import { NAMED_SCHEMAS } from './components.ts';

/** The seed's first partner: the account the contract suite logs in with by default. */
export const SEED_MOBILE = '13800000001';
/** The mock's SMS code, whatever the mobile. */
export const SEED_CODE = '123456';

const seed = (): DbSchema => JSON.parse(readFileSync(SEED_FILE, 'utf8')) as DbSchema;

/** Entity name → a seed row of the seed's first partner (or the first row), as the wire carries it. */
export function componentExamples(): Record<string, unknown> {
  const db = seed();
  const me = db.users.find((u) => u.mobile === SEED_MOBILE) as DbSchema['users'][number];
  const mine = <T extends { userId?: number }>(rows: T[]) => rows.find((r) => r.userId === me.id) ?? rows[0];
  const rows: Record<string, unknown> = {
    User: me,
    Wallet: mine(db.wallets),
    WalletRecord: mine(db.walletRecords),
    EarningsRecord: mine(db.earnings),
    Withdrawal: mine(db.withdrawals),
    WithdrawRule: db.config.withdrawRule,
    BankCard: mine(db.bankCards),
    Bank: db.banks[0],
    Address: mine(db.addresses),
    Area: { ...db.areas[0], hasChildren: true },
    Store: db.stores[0],
    TeamMember: mine(db.teamMembers),
    Customer: mine(db.customers),
    WashCard: mine(db.washCards),
    ShareMaterialCategory: db.materialCategories[0],
    ShareMaterial: db.materials[0],
    Application: db.applications.find((a) => a.applicantId === me.id),
    Contract: mine(db.contracts),
    PersonalCertification: mine(db.personalCertifications),
    EnterpriseCertification: db.enterpriseCertifications[0],
    PageConfig: db.pageConfig,
  };
  const out: Record<string, unknown> = {};
  for (const [name, row] of Object.entries(rows)) {
    const schema = NAMED_SCHEMAS.get(name) as TSchema;
    // the wire carries the schema's fields only (no owner ids, no full card numbers)
    out[name] = Value.Clean(schema, structuredClone(row));
  }
  return out;
}

/** `METHOD path` → a valid body (or query) for the seed's first partner. */
export function requestExamples(): Record<string, Record<string, unknown>> {
  const db = seed();
  const me = db.users.find((u) => u.mobile === SEED_MOBILE) as DbSchema['users'][number];
  const address = db.addresses.find((a) => a.userId === me.id) as DbSchema['addresses'][number];
  const card = db.bankCards.find((c) => c.userId === me.id) as DbSchema['bankCards'][number];
  const application = db.applications.find((a) => a.applicantId === me.id) as DbSchema['applications'][number];
  const page = { pageNum: 1, pageSize: 10 };
  const store = { id: db.stores[0].id };
  const { id: _id, isDefault: _default, userId: _user, ...newAddress } = address;
  return {
    'POST /api/user/loginH5': { mobile: SEED_MOBILE, code: SEED_CODE },
    'POST /api/user/loginForH5': { mobile: SEED_MOBILE, code: SEED_CODE, orgId: 'org-1' },
    'POST /api/user/realAuthH5': { realName: me.realName, idCard: '110105199003071233' },
    'POST /api/user/companyCertificationH5': {
      companyName: '杭州洁净洗护服务有限公司',
      creditCode: '913301065QWTR0WW2E',
      legalPerson: '陈刚',
      legalIdCard: '330106198811142480',
      licenseUrl: '/mock-static/license.svg',
    },
    'POST /api/user/businessLicenseOcrH5': { url: '/mock-static/license.svg' },
    'POST /api/user/myTeamRecord': { ...page, sort: 'joined' },
    'POST /api/user/myTeamSummary': {},
    'POST /api/user/myCustomerH5': page,
    'POST /api/user/myWashCardSummary': {},
    'POST /api/user/myWashCardRecord': { ...page, status: 'unused' },
    'POST /api/user/addFeedBack': { type: 'suggestion', content: '希望增加按月导出收益明细', images: [] },
    'POST /api/userWallet/profitDetailH5': { ...page, source: 'team' },
    'POST /api/userWallet/userWalletRecordDetailH5': { ...page, kind: 'income' },
    'POST /api/userWallet/myWithDrawalRecordH5': page,
    'POST /api/userWallet/applyWithDrawalH5': { amountFen: 10000, bankCardId: card.id },
    'POST /api/userBank/userBankListH5': page,
    'POST /api/userBank/userCompanyBankListH5': page,
    'POST /api/userBank/addUserBankH5': {
      cardNo: '6222020200112345674',
      bankCode: 'ICBC',
      branch: '杭州文三路支行',
      mobile: SEED_MOBILE,
      code: SEED_CODE,
      kind: 'personal',
    },
    'POST /api/userBank/delUserBankH5': { id: card.id },
    'POST /api/userBank/setDefaultH5': { id: card.id },
    'POST /api/userBank/ocrBankIdH5': { url: '/mock-static/license.svg' },
    'POST /api/userBank/supportBank': { keyword: '银行' },
    'POST /api/applyIdentity/applyList': { ...page, scope: 'mine' },
    'POST /api/applyIdentity/sendInvite': { mobile: '13912345678', level: 10 },
    'POST /api/applyIdentity/ignoreApply': { id: application.id },
    'POST /api/applyIdentity/userLevelThreeList': page,
    'POST /api/applyIdentity/previewContract': { level: 20, region: '330100' },
    'POST /api/applyIdentity/fourSignThreeContract': {
      applyId: application.id,
      signatureUrl: '/mock-static/signature-sample.svg',
      code: SEED_CODE,
    },
    'POST /api/applyIdentity/cmoConfirmList': page,
    'POST /api/applyIdentity/cmoReview': { id: application.id, approve: true },
    'POST /api/applyIdentity/cmoReviewUrl': { id: application.id },
    'POST /api/applyIdentity/userContractList': { ...page, kind: 'agency' },
    'POST /api/address/listH5': page,
    'POST /api/address/saveH5': newAddress,
    'POST /api/address/deleteH5': { id: address.id },
    'POST /api/address/setDefaultH5': { id: address.id },
    'POST /api/areaCode/areaListH5': { parentCode: '330000' },
    'POST /api/map/nearbyPlaces': { lat: 30.2741, lng: 120.1551 },
    'POST /api/store/applyH5': {
      name: '洁衣坊·测试店',
      address: '浙江省杭州市西湖区文三路 100 号',
      contact: me.realName,
      mobile: SEED_MOBILE,
      photos: ['/mock-static/store-1.svg'],
      licenseUrl: '/mock-static/license.svg',
    },
    'POST /api/store/qrInfoH5': { c: String(db.stores[0].id), r: me.inviteCode },
    'POST /api/store/listH5': page,
    'POST /api/store/detailH5': store,
    'POST /api/store/homeH5': {},
    'POST /api/store/setEarningsH5': { ...store, sharePercent: 20 },
    'POST /api/store/activateH5': store,
    'POST /api/store/uploadInfoH5': {
      ...store,
      licenseUrl: '/mock-static/license.svg',
      photos: ['/mock-static/store-1.svg'],
    },
    'POST /api/store/unsettledH5': store,
    'POST /api/store/settleH5': store,
    'POST /api/getCode/getVerifyCode': { mobile: SEED_MOBILE, scene: 'login' },
    'POST /common/front/validateCaptcha': { captchaKey: 'k', captcha: 'abcd' },
    'GET /api/config/getConfig': { name: 'withdrawRule' },
    'GET /api/wechat/jsSdkConfig': { url: 'http://localhost:3000/' },
    'POST /api/shareMaterial/pageList': { ...page, categoryId: db.materialCategories[0].id },
    'POST /api/pay/payee': { storeId: 4 },
    'POST /api/pay/payer': { code: 'code-from-wechat' },
    'POST /api/pay/order': { amountFen: 1234, storeId: 4, payerToken: 'token-from-payer' },
    'POST /api/pay/orderState': { orderNo: 'P20250101120000abcd', payerToken: 'token-from-payer' },
    'POST /api/pay/notify': { return_code: 'SUCCESS', out_trade_no: 'P20250101120000abcd' },
    'POST /api/fieldErrors/report': {
      kind: 'chunk-script',
      message: 'TypeError: Object.fromEntries is not a function',
      stack:
        'TypeError: Object.fromEntries is not a function\n    at http://localhost:3000/chunks/49af6ce0/5.js:1:2301',
      page: '/pages/feedback/index',
      kernel: 'chrome',
      version: '66.0.3359.126',
      build: '49af6ce0',
    },
  };
}
