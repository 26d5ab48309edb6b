// The rules of one-click pay both sides keep: the page checks an amount before it asks for an
// order, the mock refuses the same amounts in the same words. No request wrapper in here, so the
// mock server imports it without the client.
import { formatYuan } from '../lib/money';
import { PAY_MAX_FEN } from './limits';

/**
 * The mock's WeChat app id in development and tests, where neither the build (WECHAT_APP_ID)
 * nor the mock server's environment names a real one.
 */
export const DEV_WECHAT_APP_ID = 'wx5f0c4d3b2a1e9d87';

/** An active store (已激活) takes payments; the others are refused in these words. */
const ACTIVE = 3;
const CLOSED = 5;

/** Why a store cannot be paid (unknown, closed, not yet open for payments), or null when it can. */
export function payeeProblem(store: { name: string; status: number } | undefined): string | null {
  if (!store) return '收款门店不存在，请向门店重新索取支付链接';
  if (store.status === CLOSED) return `${store.name}已关闭，暂不能收款`;
  if (store.status !== ACTIVE) return `${store.name}尚未开通收款，请联系门店`;
  return null;
}

/** What is wrong with an amount of fen to pay, or null when it can be paid. */
export function payAmountProblem(fen: unknown): string | null {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '请输入支付金额';
  if (!Number.isInteger(fen)) return '支付金额最小单位为分，请检查金额';
  if (fen <= 0) return '支付金额必须大于 0';
  if (fen > PAY_MAX_FEN) return `单笔支付金额不能超过 ${formatYuan(PAY_MAX_FEN)} 元，请分多笔支付`;
  return null;
}
