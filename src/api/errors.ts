// The answers the app acts on beyond success, and their words: the request wrapper and the pages
// read them, the mock server answers with them. Values and words only, no imports but one of the
// same kind: the server reads it without the client's wrapper or state, and the wrapper (in every
// page's first load) pulls in nothing more; amounts come in as text, written by lib/money's formatYuan.

/** What every 401 says: the session is gone (the wrapper says it whatever the server's message). */
export const SESSION_EXPIRED = '登录状态已过期，请重新登录';

// Business codes: HTTP 200 with one of these as the envelope's code.
/** applyWithDrawalH5: more than the withdrawable balance. */
export const NOT_ENOUGH_BALANCE = 1001;
/** A call that needs a passed real-name certification (withdraw, sign). */
export const REAL_NAME_REQUIRED = 1002;
/** applyWithDrawalH5: less than the minimum of one withdrawal. */
export const BELOW_MINIMUM = 1003;
export { NEED_CAPTCHA } from './need-captcha';

/** The message of NOT_ENOUGH_BALANCE: `yuan` is the withdrawable amount, formatYuan(fen). */
export const notEnoughBalance = (yuan: string) => `超出可提现金额，最多可提现 ${yuan} 元`;
/** The message of REAL_NAME_REQUIRED before `action` (提现, 签约). */
export const realNameRequired = (action: string) => `${action}前请先完成实名认证`;
/** The message of BELOW_MINIMUM: `yuan` is the minimum, formatYuan(fen). */
export const belowMinimum = (yuan: string) => `单笔最低提现 ${yuan} 元`;

/** One-click pay: the payer's WeChat identity is missing or no longer valid; the page authorises again. */
export const PAYER_EXPIRED = 1010;
export const PAYER_EXPIRED_MESSAGE = '微信身份已失效，请重新进入支付页';
