// The WeChat client of the tests: what WeChat's app and servers do behind `WeixinJSBridge` when
// the page runs WeChat's own jweixin-1.6.0.js. The page half (in-page.ts) forwards every bridge
// call here, where the checks WeChat makes are kept:
// - a config (`preVerifyJSAPI`) is accepted only with the SHA-1 signature of the page's address
//   at the time of the call, on a JS-safe domain, for our app id (rules.ts); WeChat's server takes
//   a moment (`verifyMs`) and answers `config:ok` or `config:invalid signature`;
// - any other JS API is refused (`access denied`, which the script reports as `permission
//   denied`) unless the config whose signature the call carries was accepted, named it and was
//   made for the address the page has now; called while that config is being checked, it is
//   refused with `the permission value is offline verifying`. Rule: 附录5 常见错误及解决方法,
//   https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html#66 ("同一个url仅需
//   调用一次，对于变化url的SPA的web app可在每次url变化时进行调用").
// - open tags get `ready` only from an accepted config that named them. Rule:
//   https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_Open_Tag.html
// - the pay sheet (getBrandWCPayRequest) needs no config but a paySign made with the merchant key;
// - `wx.miniProgram` (invokeMiniProgramAPI) needs no config, and works inside a web-view only.
//   Rule: https://developers.weixin.qq.com/miniprogram/dev/component/web-view.html
import { jsSdkSignature, paySignValid } from './rules';

export type SheetAnswer = 'ok' | 'cancel' | 'fail';

export interface ClientOptions {
  appId: string;
  /** the jsapi_ticket WeChat holds for the app id */
  ticket: string;
  /** the merchant key the pay sheet checks paySign with */
  merchantKey?: string;
  /** hosts set as JS接口安全域名 (default: the loopback) */
  domains?: string[];
  /** the first n configs are refused as a signature made with an expired ticket is */
  expiredConfigs?: number;
  /** what getLocation answers: a position, or the user's refusal */
  location?: { latitude: number; longitude: number; accuracy?: number } | 'denied';
  openLocation?: 'ok' | 'fail';
  /** the page runs inside a mini-program's web-view (`__wxjs_environment === 'miniprogram'`) */
  webView?: boolean;
  /** how the payer leaves each pay sheet, in order (then ok) */
  payAnswers?: SheetAnswer[];
  /** how long WeChat's server takes to check a config (ms) */
  verifyMs?: number;
}

/** One bridge call as the client saw it: its name, its own arguments and what it answered. */
export interface ClientCall {
  name: string;
  args: Record<string, unknown>;
  answer: string;
  /** the page's address at the time of the call */
  url: string;
}

/** What the page half sends for each `WeixinJSBridge.invoke`. */
export interface BridgeMessage {
  page: string;
  name: string;
  args: Record<string, unknown> | null;
  url: string;
  android: boolean;
  env: string;
}

export interface BridgeAnswer {
  res: Record<string, unknown>;
  /** open tags an accepted config named: the page half tells them `ready` */
  openTags?: string[];
}

interface Config {
  state: 'verifying' | 'accepted' | 'refused';
  apis: string[];
  url: string;
}

/**
 * Calls WeChat runs without a config: the pay sheet, the web-view bridge, the font setting, and
 * an open tag's launch (its check was its `ready`).
 */
const NO_CONFIG = new Set(['getBrandWCPayRequest', 'invokeMiniProgramAPI', 'setFontSizeCallback', 'launchWeApp']);
const VERIFY_FIELDS = [
  'appId',
  'verifyAppId',
  'verifySignType',
  'verifyTimestamp',
  'verifyNonceStr',
  'verifySignature',
];

const signable = (url: string) => url.split('#')[0];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class SimulatedWeChat {
  readonly calls: ClientCall[] = [];
  private readonly pages = new Map<string, Map<string, Config>>();
  private configsSeen = 0;
  private readonly payAnswers: SheetAnswer[];

  constructor(readonly options: ClientOptions) {
    this.payAnswers = [...(options.payAnswers ?? [])];
  }

  named(name: string): ClientCall[] {
    return this.calls.filter((c) => c.name === name);
  }

  async handle(m: BridgeMessage): Promise<BridgeAnswer> {
    const args = m.args ?? {};
    // a config is its signature; a JS API call is shown without the config's fields the script
    // adds to it; a call the page made straight on the bridge (the pay sheet) as it was made
    const own =
      m.name === 'preVerifyJSAPI' || !('verifySignType' in args)
        ? args
        : Object.fromEntries(Object.entries(args).filter(([k]) => !VERIFY_FIELDS.includes(k)));
    const answer = await this.answer(m, args);
    this.calls.push({ name: m.name, args: own, answer: String(answer.res.err_msg), url: m.url });
    return answer;
  }

  private configsOf(page: string): Map<string, Config> {
    const configs = this.pages.get(page) ?? new Map<string, Config>();
    this.pages.set(page, configs);
    return configs;
  }

  private async answer(m: BridgeMessage, args: Record<string, unknown>): Promise<BridgeAnswer> {
    if (m.name === 'preVerifyJSAPI') return this.config(m, args);
    if (NO_CONFIG.has(m.name)) return { res: this.free(m, args) };
    const config = this.configsOf(m.page).get(String(args.verifySignature));
    if (config?.state === 'verifying')
      return { res: { err_msg: `${m.name}:the permission value is offline verifying` } };
    const allowed = config?.state === 'accepted' && config.url === signable(m.url) && config.apis.includes(m.name);
    if (!allowed) return { res: { err_msg: `${m.name}:access denied` } };
    return { res: this.run(m, args) };
  }

  private async config(m: BridgeMessage, args: Record<string, unknown>): Promise<BridgeAnswer> {
    // WeChat checks the address the page has when the config reaches it
    const url = signable(m.url);
    const signature = String(args.verifySignature);
    const config: Config = { state: 'verifying', apis: (args.verifyJsApiList as string[]) ?? [], url };
    this.configsOf(m.page).set(signature, config);
    const expired = this.configsSeen++ < (this.options.expiredConfigs ?? 0);
    await pause(this.options.verifyMs ?? 40);
    const host = new URL(url).hostname;
    let problem = '';
    if (!(this.options.domains ?? ['127.0.0.1', 'localhost']).includes(host)) problem = 'invalid url domain';
    else if (
      expired ||
      args.verifyAppId !== this.options.appId ||
      signature !== jsSdkSignature(this.options.ticket, String(args.verifyNonceStr), String(args.verifyTimestamp), url)
    )
      problem = 'invalid signature';
    config.state = problem ? 'refused' : 'accepted';
    if (problem) return { res: { err_msg: `config:${problem}` } };
    return { res: { err_msg: 'config:ok' }, openTags: (args.verifyOpenTagList as string[]) ?? [] };
  }

  /** An API the config allowed, answered as WeChat does. */
  private run(m: BridgeMessage, args: Record<string, unknown>): Record<string, unknown> {
    const o = this.options;
    switch (m.name) {
      case 'checkJsApi': {
        const result = Object.fromEntries(((args.jsApiList as string[]) ?? []).map((api) => [api, true]));
        // WeChat on Android hands the result over as JSON text, which the script parses
        return { err_msg: 'checkJsApi:ok', checkResult: m.android ? JSON.stringify(result) : result };
      }
      case 'geoLocation': {
        if (o.location === 'denied') return { err_msg: 'geoLocation:fail auth deny' };
        const at = o.location ?? { latitude: 22.5431, longitude: 114.0579, accuracy: 30 };
        return { err_msg: 'geoLocation:ok', type: args.type, speed: 0, ...at };
      }
      case 'openLocation':
        return { err_msg: o.openLocation === 'fail' ? 'openLocation:fail' : 'openLocation:ok' };
      case 'getNetworkType':
        return { err_msg: 'network_type:wifi' };
      default:
        return { err_msg: `${m.name}:ok` };
    }
  }

  private free(m: BridgeMessage, args: Record<string, unknown>): Record<string, unknown> {
    if (m.name === 'invokeMiniProgramAPI') {
      return { err_msg: m.env === 'miniprogram' ? 'invokeMiniProgramAPI:ok' : 'invokeMiniProgramAPI:fail' };
    }
    if (m.name !== 'getBrandWCPayRequest') return { err_msg: `${m.name}:ok` };
    const params = args as Record<string, string>;
    if (params.appId !== this.options.appId || !paySignValid(params, this.options.merchantKey ?? '')) {
      return { err_msg: 'get_brand_wcpay_request:fail', err_desc: '支付验证签名失败' };
    }
    const outcome = this.payAnswers.shift() ?? 'ok';
    return {
      err_msg: `get_brand_wcpay_request:${outcome}`,
      ...(outcome === 'fail' ? { err_desc: '支付失败（模拟）' } : {}),
    };
  }
}
