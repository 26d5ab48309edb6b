// Paying through WeChat's JS-SDK (chooseWXPay) with an order the server has signed. Only a
// success reported by WeChat counts as paid; a missing SDK or signing service is said plainly.
export interface WxPayParams {
  timestamp: string;
  nonceStr: string;
  /** `prepay_id=…` */
  package: string;
  signType: string;
  paySign: string;
}
interface WxPayCall extends WxPayParams {
  success: () => void;
  cancel: () => void;
  fail: (res: { errMsg?: string }) => void;
}
/** The part of the JS-SDK (`window.wx`) this page uses. */
export interface WxPaySdk {
  chooseWXPay?: (call: WxPayCall) => void;
}
/** The backend call that creates an order for an amount and signs it for chooseWXPay. */
export type PayParamsService = (amountFen: number) => Promise<WxPayParams>;

export type PayOutcome = { paid: true } | { paid: false; message: string };

export const OPEN_IN_WECHAT = '请在微信中打开以完成支付';
const UNAVAILABLE = '支付服务暂不可用，请稍后再试';

export interface PayDeps {
  inWeChat: boolean;
  sdk: WxPaySdk | undefined;
  service: PayParamsService | null;
}

export async function pay(amountFen: number, { inWeChat, sdk, service }: PayDeps): Promise<PayOutcome> {
  if (!inWeChat) return { paid: false, message: OPEN_IN_WECHAT };
  const choose = sdk?.chooseWXPay;
  if (!choose || !service) return { paid: false, message: UNAVAILABLE };
  let params: WxPayParams;
  try {
    params = await service(amountFen);
  } catch {
    return { paid: false, message: UNAVAILABLE };
  }
  return new Promise((resolve) =>
    choose({
      ...params,
      success: () => resolve({ paid: true }),
      cancel: () => resolve({ paid: false, message: '支付已取消，金额未扣除' }),
      fail: () => resolve({ paid: false, message: '支付未完成，请稍后重试' }),
    }),
  );
}
