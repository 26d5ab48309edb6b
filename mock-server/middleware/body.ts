// JSON bodies for /api and /common: at most 1 MB, must be a plain object, and keys that could
// reach an object's prototype are refused (JSON.parse keeps "__proto__" as an own key, but any
// later Object.assign or merge would follow it).
import type { Request, Response, NextFunction } from 'json-server';
import { send } from '../lib/envelope';

export const BODY_LIMIT = 1024 * 1024;
// past this we stop draining and drop the connection: nobody sends 20 MB of JSON in good faith
const DRAIN_LIMIT = 20 * BODY_LIMIT;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// no screen sends anything nearly this deep; deeper is an attack on whoever walks the body
const MAX_DEPTH = 32;

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

export function jsonBody() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const type = (req.headers['content-type'] || '').toLowerCase();
    // uploads parse their own multipart body
    if (type.startsWith('multipart/')) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      req.body = {};
      return next();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) req.socket.destroy();
    });
    req.on('error', () => req.socket.destroy());
    req.on('end', () => {
      if (size > BODY_LIMIT) {
        res.set('Connection', 'close');
        return send(res, 413, 413, '请求内容超过 1 MB 上限，请减少内容后重试');
      }
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (!text) {
        req.body = {};
        return next();
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, 400, '请求体不是有效的 JSON');
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return send(res, 400, 400, '请求体必须是 JSON 对象');
      }
      const bad = forbiddenKey(body);
      if (bad === 'depth') return send(res, 400, 400, `请求体嵌套超过 ${MAX_DEPTH} 层`);
      if (bad) return send(res, 400, 400, `请求体含有不允许的字段：${bad}`);
      req.body = body;
      next();
    });
  };
}
