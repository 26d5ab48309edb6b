// The JS-SDK's life in one place: WeChat's script loaded once, in WeChat only, configured with a
// signature the backend makes for the address the page has when wx.config runs, and handed out
// through one gate, wxReady(), which opens only when WeChat accepted a config. Nothing else calls
// wx.* before that. A refused config (an expired ticket, say) is signed and configured once more
// on the same `wx` (jweixin-1.6.0.js begins with `if(!o.jWeixin)`: a second load does nothing);
// after a second refusal, or outside WeChat, the gate gives null for the rest of the page load
// and every caller falls back to what a plain browser does. WeChat's permission is for one
// address: when the page's address (not its hash) changed since the accepted config, the next
// wxReady() configures again for the new one.
import { jsSdkSignature, type JsSdkSignature } from '../../api/wechat';
import { isWeChat, loadScript, signableUrl } from '../../lib/wechat';
import type { WxSdk } from './types';

export const JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** Every JS-SDK API the app calls: WeChat refuses an API that the accepted config did not name. */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'getLocation',
  'openLocation',
  'checkJsApi',
] as const;
export const OPEN_TAG_LIST = ['wx-open-launch-weapp'] as const;

/** A config that neither succeeds nor fails in this time counts as failed (the SDK hung). */
const CONFIG_WAIT_MS = 10_000;
/** Configs WeChat may refuse in one page load before the WeChat features stay off. */
const REFUSALS_ALLOWED = 2;
const PROBE_EVERY_MS = 200;
/** Signatures asked for in a row while the page's address keeps changing under them. */
const SIGNING_ROUNDS = 3;

type Outcome = 'accepted' | 'refused' | 'timeout';

/**
 * Once a config has been answered, jweixin's ready() runs its callback at once, whatever the
 * answer (`0!=y.state?e():…`, and a refusal with an error handler leaves y.state at 1): only the
 * first config's ready() waits for its answer. So a later config is known accepted by a call
 * that needs it: checkJsApi, refused with "the permission value is offline verifying" while
 * WeChat is still checking the signature, answered once it accepted it.
 */
function probe(wx: WxSdk, settled: () => boolean, settle: (o: Outcome) => void): void {
  if (settled()) return;
  wx.checkJsApi({
    jsApiList: ['updateAppMessageShareData'],
    success: () => settle('accepted'),
    fail: (res) => {
      if (/offline verifying/.test(res?.errMsg ?? '')) setTimeout(() => probe(wx, settled, settle), PROBE_EVERY_MS);
      else settle('refused');
    },
  });
}

function configure(wx: WxSdk, s: JsSdkSignature): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => settle('timeout'), CONFIG_WAIT_MS);
    // A refused config calls the error handler first and then its ready callbacks (ready means
    // "answered", not "accepted"): whichever comes first decides.
    wx.error(() => settle('refused'));
    wx.config({
      debug: false,
      appId: s.appId,
      timestamp: s.timestamp,
      nonceStr: s.nonceStr,
      signature: s.signature,
      // copies: the script rewrites the list it is given in place (getLocation → geoLocation)
      jsApiList: [...JS_API_LIST],
      openTagList: [...OPEN_TAG_LIST],
    });
    let registering = true;
    let answeredBefore = false;
    wx.ready(() => {
      if (registering) answeredBefore = true;
      else settle('accepted');
    });
    registering = false;
    if (answeredBefore) probe(wx, () => settled, settle);
  });
}

let script: Promise<WxSdk | null> | null = null;

/** WeChat's script, loaded once (in WeChat only): `wx` before any config, or null. */
export function loadedSdk(): Promise<WxSdk | null> {
  if (!isWeChat()) return Promise.resolve(null);
  script ??= loadScript(JS_SDK).then(
    () => (globalThis as { wx?: WxSdk }).wx ?? null,
    () => null,
  );
  return script;
}

interface Signed {
  url: string;
  signature: JsSdkSignature;
}

/** The signature of the address the page has now; signed again while the address moved meanwhile. */
async function signCurrentAddress(early: Promise<Signed | null> | null): Promise<Signed | null> {
  let pending = early;
  for (let round = 0; round < SIGNING_ROUNDS; round++) {
    const url = signableUrl(location.href);
    const signed = await (pending ?? sign(url));
    pending = null;
    if (!signed) return null;
    if (signed.url === signableUrl(location.href)) return signed;
  }
  return null;
}

const sign = (url: string): Promise<Signed | null> =>
  jsSdkSignature(url).then(
    (signature) => ({ url, signature }),
    () => null,
  );

let refusals = 0;
const afterAcceptance = new Set<() => void>();

/** Runs `then` once, when WeChat next accepts a config (a card it refused is set again then). */
export function onNextAcceptance(then: () => void): void {
  afterAcceptance.add(then);
}

interface Gate {
  answer: Promise<WxSdk | null>;
  /** the address WeChat accepted the config for, once it has */
  acceptedUrl: string | null;
}

/** Component tests' page loads: a configuration still under way from the last one stops there. */
let pageLoad = 0;

async function open(gate: Gate, early: Promise<Signed | null>): Promise<WxSdk | null> {
  const load = pageLoad;
  const wx = await loadedSdk();
  let signing: Promise<Signed | null> | null = early;
  while (wx && refusals < REFUSALS_ALLOWED) {
    const signed = await signCurrentAddress(signing);
    signing = null;
    if (!signed || load !== pageLoad) return null;
    const outcome = await configure(wx, signed.signature);
    if (outcome === 'timeout') return null;
    if (outcome === 'accepted') {
      gate.acceptedUrl = signed.url;
      const waiting = [...afterAcceptance];
      afterAcceptance.clear();
      for (const then of waiting) then();
      return wx;
    }
    refusals++;
  }
  return null;
}

let gate: Gate | null = null;

/**
 * The configured JS-SDK, or null: outside WeChat (nothing loads, no signature is asked for),
 * when the SDK cannot load, when a config was not answered, or after two refusals.
 */
export function wxReady(): Promise<WxSdk | null> {
  if (!isWeChat()) return Promise.resolve(null);
  // a hash change keeps the signature; a new query (a return's code removed) needs a new one
  if (gate?.acceptedUrl && gate.acceptedUrl !== signableUrl(location.href)) gate = null;
  if (!gate) {
    // the signature is asked for while the script loads
    const early = sign(signableUrl(location.href));
    const next: Gate = { answer: Promise.resolve(null), acceptedUrl: null };
    next.answer = open(next, early);
    gate = next;
  }
  return gate.answer;
}

/** Forgets the page's SDK state: component tests start each case from a fresh page. */
export function resetWxSdkForTests(): void {
  pageLoad++;
  gate = null;
  script = null;
  refusals = 0;
  afterAcceptance.clear();
}
