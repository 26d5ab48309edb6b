// The JS-SDK side of WeChat's server, played by the mock: the deployment's settings from the
// environment (development defaults otherwise) and the signature exactly as WeChat specifies it.
// A real backend fetches the jsapi_ticket with its app secret; the mock is simply given one.
import { createHash, randomBytes } from 'node:crypto';
import { DEV_WECHAT_APP_ID } from '../../src/api/pay-rules';
import type { JsSdkSignature, WeChatSettings } from '../../src/api/wechat';

/** Development defaults: a real WeChat refuses them; the simulated WeChat client (npm run wechat) holds them. */
export const DEV_WECHAT = {
  // one app id for the JS-SDK and for pay's web authorisation, as in a real deployment
  appId: DEV_WECHAT_APP_ID,
  jsapiTicket: 'dev-jsapi-ticket',
  miniProgramId: 'gh_000000000000',
  miniProgramPath: 'pages/index/index',
} as const;

/** Read at every call, so a test (or a restart with new settings) is honoured at once. */
export function weChatEnv() {
  const env = process.env;
  return {
    appId: env.WECHAT_APP_ID || DEV_WECHAT.appId,
    jsapiTicket: env.WECHAT_JSAPI_TICKET || DEV_WECHAT.jsapiTicket,
    miniProgramId: env.WECHAT_MINI_PROGRAM_ID || DEV_WECHAT.miniProgramId,
    miniProgramPath: env.WECHAT_MINI_PROGRAM_PATH || DEV_WECHAT.miniProgramPath,
    shareIconUrl: env.WECHAT_SHARE_ICON_URL || '',
  };
}

/** SHA-1 of `jsapi_ticket=T&noncestr=N&timestamp=TS&url=URL`: keys in this order, values raw. */
export function jsSdkSignatureOf(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh signature of `url` (already checked: http(s), no hash). */
export function signPage(url: string, now = Date.now()): JsSdkSignature {
  const { appId, jsapiTicket } = weChatEnv();
  const nonceStr = Array.from(randomBytes(16), (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('');
  const timestamp = Math.floor(now / 1000);
  return { appId, timestamp, nonceStr, signature: jsSdkSignatureOf(jsapiTicket, nonceStr, timestamp, url) };
}

/** The settings the page may know; the icon defaults to this server's own. */
export function publicSettings(origin: string): WeChatSettings {
  const env = weChatEnv();
  return {
    miniProgram: { username: env.miniProgramId, path: env.miniProgramPath },
    shareIconUrl: env.shareIconUrl || `${origin}/mock-static/app-icon.png`,
  };
}
