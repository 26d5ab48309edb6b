// Who pays: WeChat's web authorisation (snsapi_base) gives the page a one-time `code`, which the
// backend exchanges for the payer's openid. The redirect carries a random `state` kept in this
// tab's sessionStorage and used once, so a code that comes back without it, with another, or a
// second time is refused. The payer is kept for this session only.
import { exchangePayerCode, type Payer } from '../../../../api/pay';
import { DEV_WECHAT_APP_ID } from '../../../../api/pay-rules';
import { spendOAuthReturn } from '../../../../lib/oauth-return';
import { inPlace } from '../../../../lib/shown-in-place';
import { readJson, readText, remove, write } from '../../../../lib/storage';

const STATE_KEY = 'pay:oauthState';
const PAYER_KEY = 'pay:payer';

export type Identity =
  | { kind: 'payer'; payer: Payer }
  /** the return could not be trusted or exchanged: say why, offer to start again */
  | { kind: 'refused'; message: string }
  /** the page is on its way to WeChat's authorisation page */
  | { kind: 'leaving' };

export const STATE_REFUSED = '微信授权校验未通过（链接已使用或被改动），请点击“重新授权”后再支付';

/** Leaving for the authorisation page; tests replace it. */
export const browser = { go: (url: string) => location.replace(url) };

const authorizeBase = () => __WECHAT_AUTHORIZE_URL__ || `${__API_BASE__}/mock-wechat/oauth2/authorize`;

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This page's address without the code and state of a return: where WeChat sends the payer back. */
function addressWithoutReturn(): string {
  const url = new URL(location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.href;
}

/** Sends the payer to WeChat's authorisation page with a fresh one-time state. */
export function authorize(): Identity {
  const state = randomState();
  write(STATE_KEY, state, 'session');
  const query = new URLSearchParams({
    appid: __WECHAT_APP_ID__ || DEV_WECHAT_APP_ID,
    redirect_uri: addressWithoutReturn(),
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  });
  // WeChat's own page wants its fragment; the mock ignores it
  browser.go(`${authorizeBase()}?${query}#wechat_redirect`);
  return { kind: 'leaving' };
}

const isPayer = (v: unknown): v is Payer =>
  !!v && typeof (v as Payer).openid === 'string' && typeof (v as Payer).payerToken === 'string';

async function identifyOnce(): Promise<Identity> {
  // out of the address already (the launch flow takes it before WeChat's config signs the address)
  const back = spendOAuthReturn();
  if (!back) {
    const known = readJson(PAYER_KEY, 'session', isPayer);
    return known ? { kind: 'payer', payer: known } : authorize();
  }
  const expected = readText(STATE_KEY, 'session');
  remove(STATE_KEY, 'session');
  if (!expected || back.state !== expected) return { kind: 'refused', message: STATE_REFUSED };
  try {
    // a refusal is said on the page with 重新授权: not toasted too
    const payer = await inPlace(() => exchangePayerCode(back.code));
    write(PAYER_KEY, payer, 'session');
    return { kind: 'payer', payer };
  } catch (e) {
    return { kind: 'refused', message: (e as Error).message };
  }
}

// One answer per page load: a relaunch that mounts the page again while the code is being
// exchanged gets the same answer instead of finding the state already used.
let identity: Promise<Identity> | null = null;

export function identify(): Promise<Identity> {
  identity ??= identifyOnce();
  return identity;
}

/** Forgets the payer of this session and the answer of this page load. */
export function forgetPayer(): void {
  remove(PAYER_KEY, 'session');
  identity = null;
}

/** The payer expired, or the user starts again: authorise afresh. */
export function startAgain(): Identity {
  forgetPayer();
  return authorize();
}
