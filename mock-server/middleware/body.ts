// JSON bodies for /api and /common, read by body-parser: at most 1 MB, UTF-8, and then ours to
// check: a plain object, no deeper than MAX_DEPTH, and no key that could reach an object's
// prototype (JSON.parse keeps "__proto__" as an own key, but a later Object.assign or merge
// would follow it). Every refusal is our envelope, in Chinese.
import bodyParser from 'body-parser';
import type { Request, Response, NextFunction } from 'json-server';
import { MockError } from '../lib/envelope';

export const BODY_LIMIT = 1024 * 1024;
// a body declared this large is no mistake: the connection is dropped instead of read
const DROP_LIMIT = 20 * BODY_LIMIT;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// no screen sends anything nearly this deep; deeper is an attack on whoever walks the body
const MAX_DEPTH = 32;

// whatever the content type says (curl sends form-encoded by default): uploads, the one other
// kind of body, never get here; primitives parse too, so that they get their own message below
const parseJson = bodyParser.json({ limit: BODY_LIMIT, strict: false, type: () => true });

/** body-parser's refusals (they carry a `type`) as our envelope. */
function refusal(err: unknown): unknown {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new MockError(413, '请求内容超过 1 MB 上限，请减少内容后重试');
  if (type === 'entity.parse.failed') return new MockError(400, '请求体不是有效的 JSON');
  if (type === 'charset.unsupported') return new MockError(400, '请求体须为 UTF-8 编码的 JSON');
  if (type === 'encoding.unsupported') return new MockError(400, '请求体的压缩格式不受支持，请不压缩或用 gzip');
  if (typeof type === 'string') return new MockError(400, '请求体读取失败，请重试');
  return err;
}

/** The first forbidden key anywhere in the body, or 'depth' when it nests too deep (walked without recursion). */
function forbiddenKey(body: object): string | null {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > MAX_DEPTH) return 'depth';
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

function checked(body: unknown): object {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new MockError(400, '请求体必须是 JSON 对象');
  const bad = forbiddenKey(body);
  if (bad === 'depth') throw new MockError(400, `请求体嵌套超过 ${MAX_DEPTH} 层`);
  if (bad) throw new MockError(400, `请求体含有不允许的字段：${bad}`);
  return body;
}

export function jsonBody() {
  return (req: Request, res: Response, next: NextFunction): void => {
    // uploads read their own multipart body (services/upload.ts)
    if ((req.headers['content-type'] || '').toLowerCase().startsWith('multipart/')) return next();
    if (Number(req.headers['content-length']) > DROP_LIMIT) {
      req.socket.destroy();
      return;
    }
    parseJson(req, res, (err?: unknown) => {
      if (err) return next(refusal(err));
      try {
        req.body = checked(req.body);
      } catch (e) {
        return next(e);
      }
      next();
    });
  };
}
