// WeChat Pay's JSAPI sheet: `WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb)`, which
// needs no wx.config. The bridge may appear after the page (the `WeixinJSBridgeReady` event); if
// it never does, the page says so instead of waiting for ever. What the sheet answers is not yet
// proof of payment: the page asks the backend (confirm.ts).
import type { JsapiPayParams } from '../../../../api/pay';

interface WeixinJSBridge {
  invoke(name: string, args: object, cb: (res: { err_msg?: string; err_desc?: string }) => void): void;
}

export type SheetOutcome = { kind: 'ok' } | { kind: 'cancel' } | { kind: 'fail'; message: string };

export const OPEN_IN_WECHAT = '请在微信中打开以完成支付';
export const NO_BRIDGE = '微信支付组件未就绪，请关闭页面后在微信中重新打开链接';
const BRIDGE_WAIT_MS = 5000;

const bridgeNow = () => (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;

function bridgeReady(): Promise<WeixinJSBridge | null> {
  const now = bridgeNow();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(bridgeNow() ?? null);
    };
    const timer = setTimeout(done, BRIDGE_WAIT_MS);
    document.addEventListener('WeixinJSBridgeReady', done, false);
  });
}

/** Opens WeChat's pay sheet for signed parameters and says how the payer left it. */
export async function openPaySheet(params: JsapiPayParams): Promise<SheetOutcome> {
  const bridge = await bridgeReady();
  if (!bridge) return { kind: 'fail', message: NO_BRIDGE };
  return new Promise((resolve) =>
    bridge.invoke('getBrandWCPayRequest', { ...params }, (res) => {
      const said = res?.err_msg || '';
      if (said === 'get_brand_wcpay_request:ok') resolve({ kind: 'ok' });
      else if (said === 'get_brand_wcpay_request:cancel') resolve({ kind: 'cancel' });
      else resolve({ kind: 'fail', message: `微信支付未完成（${res?.err_desc || said || '未知原因'}），请重试` });
    }),
  );
}
