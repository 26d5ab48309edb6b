// The token check of every route that is not public: a missing, unknown or expired token answers
// HTTP 401 / code 401, and so does a live one whose account is gone; otherwise the request's user
// is `req.user` for the handler (services/session.ts keeps sessions).
import type { Request, Response, NextFunction } from 'json-server';
import { SESSION_EXPIRED } from '../../src/api/errors';
import { send } from '../lib/envelope';
import { asMock, tables } from '../lib/context';
import { sessionUserId } from '../services/session';

export function requireToken() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const userId = sessionUserId(req);
    const user = userId === undefined ? undefined : tables(req).users.find((u) => u.id === userId);
    if (!user) return send(res, 401, 401, SESSION_EXPIRED);
    Object.assign(asMock(req), { userId, user });
    next();
  };
}
