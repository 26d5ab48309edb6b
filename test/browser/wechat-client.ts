// WeChat in a Chromium context: WeChat's own JS-SDK served for its address, unchanged, and
// the simulated WeChat client (test/helpers/wechat-client/) injected into every page, with its
// checks run in this process (where the ticket and the merchant key are, as on WeChat's side).
import type { BrowserContext } from 'playwright-core';
import { SimulatedWeChat, type ClientOptions } from '../helpers/wechat-client/client';
import { pageHalf } from '../helpers/wechat-client/in-page';
import { JS_SDK_URL, jsSdkFile } from '../helpers/wechat-client/scripts';

const BINDING = '__simulatedWeChat';

/** Makes `context` a WeChat: its client answers the bridge calls of every page (returned to inspect). */
export async function serveWeChat(context: BrowserContext, options: ClientOptions): Promise<SimulatedWeChat> {
  const client = new SimulatedWeChat(options);
  await context.exposeBinding(BINDING, (_source, message) => client.handle(message));
  await context.addInitScript(pageHalf({ binding: BINDING, webView: !!options.webView }));
  const js = (body: string) => ({ status: 200, contentType: 'application/javascript', body });
  await context.route(JS_SDK_URL, (r) => r.fulfill(js(jsSdkFile())));
  return client;
}
