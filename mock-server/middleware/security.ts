// Who may talk to the mock, and what its answers may reveal: CORS only for origins the
// developer lists (never a reflected origin), the /__mock routes only for the developer's own
// machine and own pages, and no 5xx answer carrying a stack trace or a file path.
import type { Request, Response, NextFunction } from 'json-server';
import { send } from '../lib/envelope';

const ALLOWED_HEADERS = 'Content-Type, Authorization, token, Idempotency-Key, X-Mock-Scenario';

/** `CORS_ORIGINS="https://a.example, http://localhost:5173"` as a list of exact origins. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Same origin unless `origins` lists the caller: then that origin (never `*`, never whatever the
 * request says) without credentials, since the app sends its token in a header, not a cookie.
 */
export function corsPolicy(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.vary('Origin');
      res.set('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST');
        res.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.set('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}

const LOOPBACK_ADDRESS = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
// the Host too: a rebound DNS name pointing at 127.0.0.1 would otherwise be "same origin"
const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/** Why a request may not use the developer routes, or null when it may. */
export function devRefusal(req: Request): string | null {
  if (!LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '')) return '开发者接口只接受本机的请求';
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return '开发者接口只能通过 localhost 或 127.0.0.1 访问';
  // a browser names the page that sent a request: another origin (or an opaque "null") is refused,
  // simple requests (text/plain POSTs, no preflight) included
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `${req.protocol}://${host}`) return '开发者接口不接受其他网页发来的请求';
  // and says whether it came from another site even when it sends no Origin (a GET from <img>)
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return '开发者接口不接受其他网页发来的请求';
  return null;
}

/** Guards /__mock: 403 for anyone but the developer's own machine and pages. */
export function developerOnly() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const refusal = devRefusal(req);
    if (refusal) return send(res, 403, 403, refusal);
    next();
  };
}

/**
 * Any 5xx that is not our envelope (json-server's router sends `err.stack`, Express's fallback an
 * HTML page) becomes the short envelope; the detail goes to the server log, never to the caller.
 */
export function noLeaks() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const original = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (res.statusCode >= 500 && !res.locals.envelope) {
        console.error('[mock] server error (the caller got the short envelope):', body);
        res.locals.envelope = true;
        res.set('Content-Type', 'application/json; charset=utf-8');
        return original(JSON.stringify({ code: 500, message: '服务器内部错误，请稍后重试', data: null }));
      }
      return original(body);
    };
    next();
  };
}
