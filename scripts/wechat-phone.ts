// `npm run wechat -- [address] [options]`: the app in a phone-sized Chromium that is a WeChat, on
// WeChat's own jweixin-1.6.0.js (npm jweixin-module, served for its address) over the simulated
// WeChat client of the tests (test/helpers/wechat-client/), holding the app id, jsapi_ticket and
// merchant key the mock signs with (the same environment variables). Every bridge call is printed
// with WeChat's answer. Options: --expired N (the first N configs refused, as with an expired
// ticket), --web-view (inside a mini-program's web-view), --location denied, --pay ok|cancel|fail
// (each pay sheet's answer, in order). HEADLESS=1 runs without a window for 10 s.
import { chromium } from 'playwright-core';
import { weChatEnv } from '../mock-server/services/wechat-sdk';
import { payConfig } from '../mock-server/services/wechat-pay';
import type { SheetAnswer } from '../test/helpers/wechat-client/client';
import { newPhone, WECHAT_UA } from '../test/browser/helpers';
import { serveWeChat } from '../test/browser/wechat-client';
import { CHROMIUM } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const expired = Number(option('--expired') ?? 0);
const location = option('--location') === 'denied' ? ('denied' as const) : undefined;
const pay = option('--pay')?.split(',') as SheetAnswer[] | undefined;
const webView = args.includes('--web-view');
const address = args.find((a) => !a.startsWith('--')) ?? `http://localhost:${process.env.PORT || 3000}/`;
const headless = process.env.HEADLESS === '1';

const browser = await chromium.launch({ executablePath: CHROMIUM, headless });
const context = await newPhone(browser, webView ? { userAgent: `${WECHAT_UA} miniProgram` } : {});
const client = await serveWeChat(context, {
  appId: weChatEnv().appId,
  ticket: weChatEnv().jsapiTicket,
  merchantKey: payConfig().key,
  expiredConfigs: expired,
  location,
  payAnswers: pay,
  webView,
});
const logged = client.calls.push.bind(client.calls);
client.calls.push = (...calls) => {
  for (const c of calls) {
    const what = c.name === 'preVerifyJSAPI' ? c.url.split('#')[0] : JSON.stringify(c.args);
    console.log(`${c.name} ${what} → ${c.answer}`);
  }
  return logged(...calls);
};
const page = await context.newPage();
page.on('close', () => browser.close());
await page.goto(address);
console.log(`WeChat phone on ${address}${headless ? ' (10 s)' : '; close its window to stop'}`);
if (headless) setTimeout(() => browser.close(), 10_000);
