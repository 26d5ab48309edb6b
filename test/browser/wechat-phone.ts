// A phone of the WeChat journeys: its own context with WeChat's user agent, WeChat's own script
// and the simulated client (wechat-client.ts), or a plain browser; every request it makes, and
// waits on what the client was asked.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { ClientCall, ClientOptions } from '../helpers/wechat-client/client';
import { newPhone, WECHAT_UA, type App } from './helpers';
import { serveWeChat } from './wechat-client';
import { DEV_WECHAT_APP_ID } from '../../src/api/pay-rules';

/**
 * The mock's WeChat settings in the WeChat journeys (the client holds the same app id and ticket).
 * The app id is the build's default: the one dev build of the test process bakes it into one-click
 * pay's authorisation link whichever suite builds first, and the mock refuses another.
 */
export const ENV = {
  WECHAT_APP_ID: DEV_WECHAT_APP_ID,
  WECHAT_JSAPI_TICKET: 'ticket-of-the-browser-test',
  WECHAT_MINI_PROGRAM_ID: 'gh_abcdef012345',
  WECHAT_MINI_PROGRAM_PATH: 'pages/store/entry',
};
export const PLAIN_UA =
  'Mozilla/5.0 (Linux; Android 10; M2006C3LC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
export const WEB_VIEW_UA = `${WECHAT_UA} miniProgram`;

export interface WeChatPhone {
  context: BrowserContext;
  page: Page;
  /** every request the page made, as URLs */
  requests: string[];
  /** what the client was asked, in order (none outside WeChat) */
  named(name: string): ClientCall[];
  /** waits until the client has been asked `name` `count` times (calls that pass `which`, if given) */
  waitFor(name: string, count?: number, which?: (c: ClientCall) => boolean): Promise<ClientCall[]>;
}

export type PhoneOptions = Partial<ClientOptions> & { plain?: boolean; ua?: string; context?: BrowserContextOptions };

export async function weChatPhone(app: App, options: PhoneOptions = {}): Promise<WeChatPhone> {
  const ua = options.plain ? PLAIN_UA : (options.ua ?? (options.webView ? WEB_VIEW_UA : WECHAT_UA));
  const context = await newPhone(app.browser, { userAgent: ua, ...options.context });
  const client = options.plain
    ? null
    : await serveWeChat(context, { appId: ENV.WECHAT_APP_ID, ticket: ENV.WECHAT_JSAPI_TICKET, ...options });
  await app.watchCsp(context);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  const named = (name: string) => client?.named(name) ?? [];
  return {
    context,
    page,
    requests,
    named,
    async waitFor(name, count = 1, which) {
      const end = Date.now() + 15_000;
      const matching = () => named(name).filter((c) => !which || which(c));
      while (matching().length < count) {
        if (Date.now() > end)
          throw new Error(`WeChat was not asked ${name} ${count} time(s): ${JSON.stringify(named(name))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return matching();
    },
  };
}

export const signatureRequests = (p: WeChatPhone) => p.requests.filter((u) => u.includes('/api/wechat/jsSdkConfig'));
/** A call WeChat answered ok. */
export const accepted = (c: ClientCall) => c.answer.endsWith(':ok');
export const answers = (p: WeChatPhone, name: string) => p.named(name).map((c) => c.answer);

/** Logs `mobile` in through the API and stores the session in this phone, as the app does. */
export async function loginIn(app: App, page: Page, mobile: string): Promise<void> {
  const post = async (route: string, body: object) =>
    (
      await fetch(app.url + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  await post('/__mock/reset', {});
  await post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
  const { data } = await post('/api/user/loginH5', { mobile, code: '123456' });
  await page.goto(`${app.url}/#/pages/login/index`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    },
    [data.token, JSON.stringify(data.userInfo)],
  );
}
