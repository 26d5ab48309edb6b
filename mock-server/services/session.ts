// Sessions: a token is issued at login and names a user for SESSION_DAYS. The `sessions` table
// keeps only a SHA-256 of each token: the raw token is in the login answer and nowhere else, so
// reading db.json (or /__mock/db) gives no one a way in. The auth middleware, the routes that
// log in or read an optional session, and the database's upgrade of old files all use this one
// service (db.ts needs the hash, so nothing here may import db.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'json-server';
import { tables, save } from '../lib/context';

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
