// Tokens: issued at login, checked on every route that is not public. A missing, unknown or
// expired token answers HTTP 401 / code 401. The `sessions` table keeps only a SHA-256 of each
// token: the raw token is in the login answer and nowhere else, so reading db.json (or
// /__mock/db) gives no one a way in.
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response, NextFunction } from 'json-server';
import { SESSION_EXPIRED } from '../../src/api/errors';
import { send } from '../lib/envelope';
import { asMock, tables, save } from '../lib/context';

export const SESSION_DAYS = 7;

/** The token of a request: `Authorization: Bearer X` or the `token` header. */
export function tokenOf(req: Request): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || '');
  if (bearer) return bearer[1];
  const header = req.headers.token;
  return typeof header === 'string' ? header.trim() : '';
}

/** What `sessions` stores of a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new session for `userId`, persisted; drops this user's expired sessions on the way. */
export function issueToken(req: Request, userId: number): string {
  const db = tables(req);
  const now = Date.now();
  db.sessions = db.sessions.filter((s) => Date.parse(s.expiresAt) > now);
  const token = randomBytes(24).toString('hex');
  db.sessions.push({
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_DAYS * 86400000).toISOString(),
  });
  save(req);
  return token;
}

/** The user id of a live session of the request's token, or undefined. */
export function sessionUserId(req: Request): number | undefined {
  const token = tokenOf(req);
  const hash = token ? hashToken(token) : '';
  const session = hash ? tables(req).sessions.find((s) => s.tokenHash === hash) : undefined;
  return session && Date.parse(session.expiresAt) > Date.now() ? session.userId : undefined;
}

export function requireToken() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const userId = sessionUserId(req);
    if (userId === undefined) return send(res, 401, 401, SESSION_EXPIRED);
    asMock(req).userId = userId;
    next();
  };
}
