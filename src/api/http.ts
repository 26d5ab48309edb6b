// The one request wrapper (DESIGN.md section 4): every /api and /common call goes through
// here, so headers, time-outs, the envelope, 401 handling and toasts are decided once.
import axios from 'redaxios';
import { token, userInfo } from '../app/state/session';
import { SESSION_EXPIRED } from './errors';
import { takeEarly } from './early';
import { requestHeaders } from './headers';
import { httpHooks } from './http-hooks';
import { failureShownInPlace } from '../lib/shown-in-place';
import { shownFields as fieldsShownNow } from '../lib/fields-in-place';

export { SESSION_EXPIRED } from './errors';
export { httpHooks } from './http-hooks';
export const TRANSPORT_ERROR = '后端接口连接异常';
export const BAD_ANSWER = '服务器返回的数据格式不正确，请稍后重试';
export const DEFAULT_TIMEOUT = 60000;
// Face verification uploads a video and waits for the verdict: it gets twice as long.
export const SLOW_PATHS: Record<string, number> = { '/api/user/personVerificationH5': 120000 };
const GET_RETRY_DELAY = 500;

/** Dev builds: every answer is held to the API's contract, and a difference is told in the console. */
export const checkContract = __DEV_TOOLS__
  ? (method: string, path: string, body: unknown) =>
      void import('./contract/answer-check').then((m) => m.checkAnswer(method, path, body))
  : null;

/** Every rejection of the wrapper: a page can show `message` in place, `code` says why. */
export class ApiError extends Error {
  constructor(
    public code: number,
    message: string,
    public path: string,
    public data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The form field a 400 answer names (`data.field`), so a page can show the message under it. */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' ? field : undefined;
  }
}
/** code of a rejection that never got an answer (time-out, no network, connection dropped). */
export const TRANSPORT = -1;

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body for POST; query string for GET. */
  data?: object;
  /** Extra headers; `isToken: false` leaves the token headers out and is never sent itself. */
  headers?: Record<string, string | boolean>;
  timeout?: number;
  /** One per user intent (reuse it when the user retries the same submit). */
  idempotencyKey?: string;
}

let loginRedirectPending = false;
token.subscribe((t) => {
  if (t) loginRedirectPending = false;
});

export const baseHeaders = (extra?: Record<string, string | boolean>) =>
  requestHeaders(token.value, userInfo.value?.id != null ? String(userInfo.value.id) : '', extra);

// redaxios has no time-out of its own: it gets a fetch that aborts.
function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

function bodyText(body: unknown): string {
  if (typeof body !== 'string') return '';
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

/**
 * Reads an answer that did arrive: the envelope decides, the HTTP status is the fallback.
 * `inPlace`: the page shows a failure where it happened, so it is not toasted too; likewise a
 * refusal naming one of `shownFields`, which the form says under that field.
 */
export function settle<T>(
  path: string,
  status: number,
  body: unknown,
  inPlace = false,
  shownFields: readonly string[] = [],
): T {
  const envelope = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const bodyCode = envelope && typeof envelope.code === 'number' ? envelope.code : null;
  const code = bodyCode ?? status;
  const rawMessage = envelope?.message ?? envelope?.msg;
  const message = typeof rawMessage === 'string' && rawMessage ? rawMessage : bodyText(body);

  if (code === 401) {
    token.value = '';
    if (!loginRedirectPending) {
      loginRedirectPending = true;
      httpHooks.unauthorized();
    }
    throw new ApiError(401, SESSION_EXPIRED, path);
  }
  if (code !== 0 && code !== 200) {
    const text = message || `请求失败（${code}）`;
    const error = new ApiError(code, text, path, envelope?.data);
    if (!inPlace && !(error.field && shownFields.includes(error.field))) httpHooks.toast(text, 3000);
    throw error;
  }
  if (bodyCode === null && (status < 200 || status > 299)) {
    throw new ApiError(status, message || `请求失败（${status}）`, path);
  }
  if (bodyCode === null) {
    // a 2xx answer that is not our envelope (a proxy's page, a truncated body): never hand a
    // page something of the wrong shape
    if (!inPlace) httpHooks.toast(BAD_ANSWER, 3000);
    throw new ApiError(status, BAD_ANSWER, path);
  }
  return envelope!.data as T;
}

export function transportFailure(path: string, inPlace = false): ApiError {
  if (!inPlace) httpHooks.toast(TRANSPORT_ERROR, 3000);
  return new ApiError(TRANSPORT, TRANSPORT_ERROR, path);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An answer the inline script asked for (src/api/early.ts), read as redaxios reads one, in `ms`. */
async function earlyAnswer(response: Promise<Response>, ms: number): Promise<{ status: number; data: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    const res = await Promise.race([response, late]);
    const text = await Promise.race([res.text(), late]);
    try {
      return { status: res.status, data: JSON.parse(text) };
    } catch {
      return { status: res.status, data: text };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** One typed call. Resolves with the envelope's `data`; rejects with an ApiError. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const inPlace = failureShownInPlace();
  const shownFields = fieldsShownNow;
  const { url, data, idempotencyKey } = options;
  const method = options.method || 'GET';
  const path = url.split('?')[0];
  const headers = baseHeaders(options.headers);
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const timeout = options.timeout ?? SLOW_PATHS[path] ?? DEFAULT_TIMEOUT;
  const config = {
    url: __API_BASE__ + url,
    method,
    headers,
    fetch: fetchWithTimeout(timeout),
    validateStatus: () => true,
    ...(method === 'GET' ? { params: data && toQuery(data) } : { data: data ?? {} }),
  };

  // the same call sent early by index.html's inline script is read here like any other answer
  const early = takeEarly(method, url, headers.token || '', data);
  let attempt = 1;
  if (early) {
    const answer = await earlyAnswer(early, timeout).catch(() => null);
    if (answer) {
      checkContract?.(method, path, answer.data);
      return settle<T>(path, answer.status, answer.data, inPlace, shownFields);
    }
    // a POST is never sent twice by itself; for a GET the early call was the first try
    if (method !== 'GET') throw transportFailure(path, inPlace);
    await wait(GET_RETRY_DELAY);
    attempt = 2;
  }

  const attempts = method === 'GET' ? 2 : 1;
  for (; ; attempt++) {
    let answer: { status: number; data: unknown };
    try {
      answer = await axios(config);
    } catch {
      if (attempt < attempts) {
        await wait(GET_RETRY_DELAY);
        continue;
      }
      throw transportFailure(path, inPlace);
    }
    checkContract?.(method, path, answer.data);
    return settle<T>(path, answer.status, answer.data, inPlace, shownFields);
  }
}

function toQuery(data: object): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) query[k] = String(v);
  return query;
}

// the API tests make their keys with this; pages get theirs from the kit's useSubmit
export { newIdempotencyKey } from '../lib/intent';
