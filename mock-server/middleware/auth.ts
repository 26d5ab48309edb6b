// The token check of every route that is not public: a missing, unknown or expired token answers
// HTTP 401 / code 401; a live one names the request's user (services/session.ts keeps sessions).
import type { Request, Response, NextFunction } from 'json-server';
import { SESSION_EXPIRED } from '../../src/api/errors';
import { send } from '../lib/envelope';
import { asMock } from '../lib/context';
import { sessionUserId } from '../services/session';

export function requireToken() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const userId = sessionUserId(req);
    if (userId === undefined) return send(res, 401, 401, SESSION_EXPIRED);
    asMock(req).userId = userId;
    next();
  };
}
