// The words for the statuses and kinds the API sends, each beside its values (the keys): the
// schemas of src/api/contract/ take the enums from here, the pages the words. Plain values, so
// the mock reads them without the client. (Levels, stores, applications and contracts have
// modules of their own: levels.ts, store-status.ts, contract-status.ts.)

/** A withdrawal: 0 submitted, 1 reviewing, 2 paid, 3 rejected (money back), 4 failed (money back). */
export const WITHDRAWAL_STATUS_NAMES = { 0: '待审核', 1: '审核中', 2: '已到账', 3: '已驳回', 4: '打款失败' } as const;

/** A real-name or enterprise certification: 0 not submitted, 1 under review, 2 passed, 3 rejected. */
export const CERT_STATUS_NAMES = { 0: '未认证', 1: '审核中', 2: '已通过', 3: '未通过' } as const;

export const CERT_TYPE_NAMES = { personal: '个人认证', enterprise: '企业认证' } as const;

export const WASH_CARD_STATUS_NAMES = { unused: '未使用', used: '已使用', expired: '已过期' } as const;

/** A balance record's kind: money in (income, refund) or out (withdraw), or an adjustment. */
export const WALLET_RECORD_KIND_NAMES = { income: '收益', withdraw: '提现', refund: '退回', adjust: '调整' } as const;

export const EARNINGS_SOURCE_NAMES = { team: '团队收益', store: '门店收益', bonus: '奖励' } as const;

export const EARNINGS_STATUS_NAMES = { pending: '待结算', settled: '已结算' } as const;

export const BANK_CARD_KIND_NAMES = { personal: '个人银行卡', company: '对公账户' } as const;

export const FEEDBACK_TYPE_NAMES = { suggestion: '建议', bug: '故障', complaint: '投诉', other: '其他' } as const;

/** One-click pay: open (not paid yet, or not reported), paid (WeChat Pay says so), failed (refused). */
export const PAY_ORDER_STATE_NAMES = { open: '待支付', paid: '已支付', failed: '支付失败' } as const;
