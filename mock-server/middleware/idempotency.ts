// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"), per route and per user:
// the same key and body get the first answer again, another body 422, a retry while the first
// is still being handled 409. Server errors (5xx) are not remembered, so a retry can succeed.
import type { Request, Response, NextFunction } from 'json-server';
import { send } from '../lib/envelope';
import { asMock, memory } from '../lib/context';

const KEEP_MS = 24 * 3600 * 1000;

interface Remembered {
  fingerprint: string;
  at: number;
  answer: { status: number; body: unknown } | null;
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function idempotency(path: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next();
    if (typeof key !== 'string' || !key.trim() || key.length > 255) {
      return send(res, 400, 400, 'Idempotency-Key 格式不正确（1 到 255 个字符）');
    }
    const store = memory(req, 'idempotency', () => new Map<string, Remembered>());
    const id = `${asMock(req).userId ?? 'anonymous'} ${path} ${key}`;
    const fingerprint = canonical(req.body ?? {});
    const now = Date.now();
    const seen = store.get(id);
    if (seen && now - seen.at < KEEP_MS) {
      if (seen.fingerprint !== fingerprint) {
        return send(res, 422, 422, '同一个 Idempotency-Key 已用于另一笔不同的请求，请刷新页面后重新提交');
      }
      if (!seen.answer) return send(res, 409, 409, '上一次提交仍在处理中，请稍后查看结果，不要重复提交');
      res.set('Idempotent-Replayed', 'true');
      res.status(seen.answer.status).json(seen.answer.body);
      return;
    }
    const entry: Remembered = { fingerprint, at: now, answer: null };
    store.set(id, entry);
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 500) store.delete(id);
      else entry.answer = { status: res.statusCode, body };
      return json(body);
    };
    // the client went away before an answer: forget the attempt so a retry is handled afresh
    res.on('close', () => {
      if (!entry.answer && store.get(id) === entry) store.delete(id);
    });
    next();
  };
}
