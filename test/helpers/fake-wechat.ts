// WeChat for component tests: a WeChat user agent, and the stand-in of test/browser/wechat-stand-in.ts
// run in place of WeChat's scripts when the app adds them (happy-dom has no network here).
// `scripts: 'unreachable'` makes them fail to load instead.
import { resetWxSdkForTests } from '../../src/app/wechat/sdk';
import { resetWeChatSettingsForTests } from '../../src/app/wechat/settings';
import {
  JS_SDK_URL,
  standInScripts,
  UNI_BRIDGE_URL,
  type StandInOptions,
  type WxCall,
} from '../browser/wechat-stand-in';

export const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';

type Globals = Record<string, unknown>;
const g = globalThis as unknown as Globals;

export interface FakeWeChat {
  calls(): WxCall[];
  /** the scripts the app asked for */
  loaded: string[];
  restore(): void;
}

export function fakeWeChat(options: StandInOptions & { scripts?: 'served' | 'unreachable'; ua?: string } = {}) {
  resetWxSdkForTests();
  resetWeChatSettingsForTests();
  Object.defineProperty(navigator, 'userAgent', { value: options.ua ?? WECHAT_UA, configurable: true });
  const scripts = standInScripts(options);
  const run = (src: string) => new Function('window', src)(globalThis);
  run(scripts.bridge);
  const head = document.head;
  const append = head.appendChild;
  const loaded: string[] = [];
  head.appendChild = <T extends Node>(node: T): T => {
    const src = (node as unknown as HTMLScriptElement).src;
    if (src !== JS_SDK_URL && src !== UNI_BRIDGE_URL) return append.call(head, node) as T;
    loaded.push(src);
    const script = node as unknown as HTMLScriptElement;
    setTimeout(() => {
      if (options.scripts === 'unreachable') return script.onerror?.(new Event('error'));
      run(src === JS_SDK_URL ? scripts.jsSdk : scripts.uniBridge);
      script.onload?.(new Event('load'));
    }, 0);
    return node;
  };
  const fake: FakeWeChat = {
    calls: () => (g.__wxCalls as WxCall[]) ?? [],
    loaded,
    restore() {
      head.appendChild = append;
      delete (navigator as { userAgent?: string }).userAgent;
      for (const k of [
        'wx',
        'uni',
        'WeixinJSBridge',
        '__wxCalls',
        '__wxRecord',
        '__wxStandIn',
        '__wxConfigFailuresLeft',
        '__wxjs_environment',
      ])
        delete g[k];
      resetWxSdkForTests();
      resetWeChatSettingsForTests();
    },
  };
  return fake;
}

/** Lets timers and promises run until `check` holds (the stand-in answers after a few ms). */
export async function until(check: () => boolean, ms = 2500): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the fake WeChat');
    await new Promise((r) => setTimeout(r, 5));
  }
}
