// Calls index.html's inline script sends before the app has loaded (src/app/early-requests.ts):
// the code of a 获取验证码 tapped on the pre-rendered form, a returning partner's user info and
// wallet. The inline script keeps each one's pending Response here, and the request wrapper
// (src/api/http.ts) takes it up as if it had sent the call itself: its envelope, toasts and 401
// handling apply to it, and there is one request path. Imports only the headers, so the inline
// script stays small.
import { requestHeaders } from './headers';

/** The paths of the calls that may be sent early (their api modules send them by these). */
export const EARLY_PATHS = {
  code: '/api/getCode/getVerifyCode',
  user: '/api/user/getH5UserInfo',
  wallet: '/api/userWallet/userWalletH5',
} as const;

interface EarlyCall {
  /** the token it was sent with ('' for none) and its JSON body ('' for a GET) */
  token: string;
  body: string;
  answer: Promise<Response>;
}

// a global, because the inline script and the app's chunks are separate bundles
const early = (): Record<string, EarlyCall> => {
  const g = globalThis as { __early?: Record<string, EarlyCall> };
  if (!g.__early) g.__early = {};
  return g.__early;
};

const keyOf = (method: string, path: string) => `${method} ${path}`;
const bodyOf = (method: string, data?: object) => (method === 'POST' ? JSON.stringify(data ?? {}) : '');

/** In the inline script: sends the call now, for the request wrapper to take up; its answer. */
export function sendEarly(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  userId: string,
  data?: object,
): Promise<Response> {
  const body = bodyOf(method, data);
  const headers = requestHeaders(token, userId);
  if (body) headers['content-type'] = 'application/json';
  const answer = fetch(__API_BASE__ + path, body ? { method, headers, body } : { method, headers });
  // its failure is the wrapper's to handle, when it takes the call up
  answer.catch(() => {});
  early()[keyOf(method, path)] = { token, body, answer };
  return answer;
}

/** Whether the inline script sent this call and no one has taken its answer up yet. */
export const sentEarly = (method: string, path: string): boolean => keyOf(method, path) in early();

/**
 * The early answer of this very call (the same token and body), once; undefined when there is
 * none or it was sent for something else (then it is dropped, and the caller sends its own).
 */
export function takeEarly(method: string, path: string, token: string, data?: object): Promise<Response> | undefined {
  const calls = early();
  const key = keyOf(method, path);
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  return call.token === token && call.body === bodyOf(method, data) ? call.answer : undefined;
}
