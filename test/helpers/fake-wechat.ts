// WeChat for component tests: a WeChat user agent, WeChat's own jweixin-1.6.0.js run when the app
// adds it (happy-dom has no network here) and the simulated WeChat client of wechat-client/
// behind it, as in the browser journeys. `scripts: 'unreachable'` makes the script fail to load.
// `signing()` is a fake signature route that signs as the backend does, with the client's ticket.
import { resetWxSdkForTests } from '../../src/app/wechat/sdk';
import { resetWeChatSettingsForTests } from '../../src/app/wechat/settings';
import { SimulatedWeChat, type ClientCall, type ClientOptions } from './wechat-client/client';
import { pageHalf } from './wechat-client/in-page';
import { jsSdkSignature } from './wechat-client/rules';
import { JS_SDK_URL, jsSdkFile } from './wechat-client/scripts';

export const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
export const TEST_APP_ID = 'wxcomponenttest01';
export const TEST_TICKET = 'ticket-of-the-component-tests';

type Globals = Record<string, unknown>;
const g = globalThis as unknown as Globals;
const BINDING = '__simulatedWeChat';

export interface FakeWeChat {
  client: SimulatedWeChat;
  calls(): ClientCall[];
  named(name: string): ClientCall[];
  /** the scripts the app asked for */
  loaded: string[];
  restore(): void;
}

let nonce = 0;
/** The backend's answer to GET /api/wechat/jsSdkConfig?url=, signed with the client's ticket. */
export const signing = () => ({
  '/api/wechat/jsSdkConfig': (query: Record<string, string>) => {
    const nonceStr = `nonce${++nonce}`;
    const timestamp = 1700000000 + nonce;
    return {
      data: {
        appId: TEST_APP_ID,
        timestamp,
        nonceStr,
        signature: jsSdkSignature(TEST_TICKET, nonceStr, timestamp, query.url),
      },
    };
  },
});

export function fakeWeChat(
  options: Partial<ClientOptions> & { scripts?: 'served' | 'unreachable'; ua?: string } = {},
): FakeWeChat {
  resetWxSdkForTests();
  resetWeChatSettingsForTests();
  Object.defineProperty(navigator, 'userAgent', { value: options.ua ?? WECHAT_UA, configurable: true });
  const client = new SimulatedWeChat({ appId: TEST_APP_ID, ticket: TEST_TICKET, verifyMs: 5, ...options });
  g[BINDING] = (message: Parameters<SimulatedWeChat['handle']>[0]) => client.handle(message);
  // `window` here is the global object, which the scripts read as WeChat's page does
  const run = (src: string) => new Function('window', src)(globalThis);
  run(pageHalf({ binding: BINDING, webView: !!options.webView }));
  const head = document.head;
  const append = head.appendChild;
  const loaded: string[] = [];
  head.appendChild = <T extends Node>(node: T): T => {
    const src = (node as unknown as HTMLScriptElement).src;
    if (!src?.startsWith('https://res.wx.qq.com/')) return append.call(head, node) as T;
    loaded.push(src);
    const script = node as unknown as HTMLScriptElement;
    setTimeout(() => {
      if (options.scripts === 'unreachable' || src !== JS_SDK_URL) return script.onerror?.(new Event('error'));
      run(jsSdkFile());
      script.onload?.(new Event('load'));
    }, 0);
    return node;
  };
  return {
    client,
    calls: () => client.calls,
    named: (name) => client.named(name),
    loaded,
    restore() {
      head.appendChild = append;
      delete (navigator as { userAgent?: string }).userAgent;
      for (const k of ['wx', 'jWeixin', 'WeixinJSBridge', BINDING, '__wxjs_environment']) delete g[k];
      resetWxSdkForTests();
      resetWeChatSettingsForTests();
    },
  };
}

/** Lets timers and promises run until `check` holds (the client answers after a few ms). */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the simulated WeChat');
    await new Promise((r) => setTimeout(r, 5));
  }
}
