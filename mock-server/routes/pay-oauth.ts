// WeChat's web authorisation page (snsapi_base), played by the mock on its own origin: it checks
// what WeChat checks (app id, response type, scope, a redirect to an allowed domain, here this
// server's own) and redirects straight back with a one-time `code` and the page's `state`, as
// WeChat does, before the redirect's hash. The openid stands for one WeChat user per browser (a
// cookie), so two browsers are two payers. POST /api/pay/payer exchanges the code (routes/pay.ts).
import type { Request } from 'json-server';
import { get, MockError, memory, queryOf } from '../kit';
import { payConfig, randomToken } from '../services/wechat-pay';

export const OAUTH_CODE_TTL_MS = 5 * 60 * 1000;
const OPENID_COOKIE = 'mock_wechat_openid';

/** code → the openid it stands for; a code is deleted on its first exchange. */
export const oauthCodes = (req: Request) =>
  memory(req, 'oauthCodes', () => new Map<string, { openid: string; at: number }>());

function cookieOpenid(req: Request): string | null {
  const match = new RegExp(`(?:^|;\\s*)${OPENID_COOKIE}=(o[\\w-]{10,40})(?:;|$)`).exec(req.headers.cookie || '');
  return match ? match[1] : null;
}

function allowedRedirect(req: Request, text: unknown): URL {
  let url: URL;
  try {
    url = new URL(String(text));
  } catch {
    throw new MockError(400, 'redirect_uri 不是有效的网址');
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== req.headers.host) {
    throw new MockError(400, 'redirect_uri 的域名不在网页授权域名之内（模拟环境只允许本服务的域名）');
  }
  return url;
}

export default [
  get('/mock-wechat/oauth2/authorize', { public: true }, (req, res) => {
    const query = queryOf(req);
    if (query.appid !== payConfig().appId) throw new MockError(400, 'appid 不正确（与 WECHAT_APP_ID 不符）');
    if (query.response_type !== 'code') throw new MockError(400, 'response_type 只能是 code');
    if (query.scope !== 'snsapi_base' && query.scope !== 'snsapi_userinfo') {
      throw new MockError(400, 'scope 只能是 snsapi_base 或 snsapi_userinfo');
    }
    const state = typeof query.state === 'string' ? query.state : '';
    if (!/^[A-Za-z0-9]{0,128}$/.test(state)) throw new MockError(400, 'state 只能是 128 位以内的字母和数字');
    const back = allowedRedirect(req, query.redirect_uri);

    const openid = cookieOpenid(req) ?? `o${randomToken(12)}`;
    const code = randomToken(16);
    oauthCodes(req).set(code, { openid, at: Date.now() });
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    res.set('Set-Cookie', `${OPENID_COOKIE}=${openid}; Path=/mock-wechat; HttpOnly; SameSite=Lax`);
    res.set('Location', back.href);
    res.set('Cache-Control', 'no-store');
    res.status(302).end();
  }),
];
