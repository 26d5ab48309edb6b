// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"), per route and per user:
// the same key and body get the first answer again, another body 422, a retry while the first
// is still being handled 409. Server errors (5xx) are not remembered, so a retry can succeed.
// A confirmed answer lives in the db (`idempotencyKeys`), written by commitOnAnswer in the same
// atomic write as the change it confirms, so a retry after a crash or restart still gets it.
// Attempts in flight stay in memory: they were never confirmed, a restart may forget them.
// POST /__mock/reset clears those attempts but keeps the confirmed answers: they belong with
// the withdrawals and records they confirmed (which reset keeps too), and forgetting them would
// let a retry move the money twice. A clean slate is a fresh db (tests, `npm run mock:reset`).
import type { Request, Response, NextFunction } from 'json-server';
import { send } from '../lib/envelope';
import { asMock, memory, save, tables } from '../lib/context';
import { nextId, nowIso } from '../lib/util';

const KEEP_MS = 24 * 3600 * 1000;

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fresh = (at: string, now: number) => now - Date.parse(at) < KEEP_MS;

const OTHER_BODY = '同一个 Idempotency-Key 已用于另一笔不同的请求，请刷新页面后重新提交';

export function idempotency(path: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next();
    if (typeof key !== 'string' || !key.trim() || key.length > 255) {
      return send(res, 400, 400, 'Idempotency-Key 格式不正确（1 到 255 个字符）');
    }
    const mock = asMock(req);
    const userId = mock.userId ?? null;
    const fingerprint = canonical(req.body ?? {});
    const now = Date.now();

    const confirmed = tables(req).idempotencyKeys.find(
      (r) => r.key === key && r.userId === userId && r.path === path && fresh(r.at, now),
    );
    if (confirmed) {
      if (confirmed.fingerprint !== fingerprint) return send(res, 422, 422, OTHER_BODY);
      res.set('Idempotent-Replayed', 'true');
      res.status(confirmed.status).json(confirmed.body);
      return;
    }

    const inFlight = memory(req, 'idempotency', () => new Map<string, { fingerprint: string }>());
    const id = `${userId ?? 'anonymous'} ${path} ${key}`;
    const running = inFlight.get(id);
    if (running) {
      if (running.fingerprint !== fingerprint) return send(res, 422, 422, OTHER_BODY);
      return send(res, 409, 409, '上一次提交仍在处理中，请稍后查看结果，不要重复提交');
    }
    const attempt = { fingerprint };
    inFlight.set(id, attempt);
    // only this attempt: a reset or a client gone away may have made room for another one
    const forget = () => inFlight.get(id) === attempt && inFlight.delete(id);
    mock.recordAnswer = (status, body) => {
      forget();
      if (status >= 500) return;
      const db = tables(req);
      // pruned here, on the write path, so the collection holds about one day of answers
      db.idempotencyKeys = db.idempotencyKeys.filter((r) => fresh(r.at, Date.now()));
      db.idempotencyKeys.push({
        id: nextId(db.idempotencyKeys),
        userId,
        path,
        key,
        fingerprint,
        status,
        body,
        at: nowIso(),
      });
      save(req);
    };
    // the client went away before an answer: forget the attempt so a retry is handled afresh
    res.on('close', forget);
    next();
  };
}
