// What every request can reach: the database and the short-lived memory of the server that
// received it (one server per test, so nothing here is a module-level singleton), and the one
// db write per answer that makes a request's changes durable before it is confirmed.
import type { Request, Response, NextFunction } from 'json-server';
import type { User } from '../../src/api/types';
import type { DbSchema, MockDb } from '../schema';
import type { ScenarioName } from './scenario-names';
import type { ReviewSettings } from '../services/store-review';

export interface MockContext {
  db: MockDb;
  /** Rate limits, captchas, verify codes, idempotency attempts in flight: cleared by POST /__mock/reset. */
  memory: Map<string, unknown>;
  quiet: boolean;
  /** prints a developer-facing line unless quiet */
  say(line: string): void;
  /** how the mock's store review decides (services/store-review.ts); changed by /__mock/review */
  review: ReviewSettings;
  /** this server's key for signed contract links (services/contract-links.ts) */
  linkSecret: Buffer;
}

export interface MockRequest extends Request {
  mock: MockContext;
  /** set by the auth middleware on protected routes */
  userId?: number;
  /** set with `userId`: the logged-in user (a protected route's handler sees a SignedInRequest) */
  user?: User;
  /** the scenario this request runs under, when one was picked */
  scenario?: ScenarioName;
  /** set by `save(req)`: the state changed, and must be on disk before the answer is sent */
  unsaved?: boolean;
  /** set by the idempotency middleware: adds the answer to the state (and saves), in the same write */
  recordAnswer?: (status: number, body: unknown) => void;
}

/** A protected route's request, as its handler gets it: the token's user is always there. */
export interface SignedInRequest extends MockRequest {
  user: User;
}

export const asMock = (req: Request): MockRequest => req as MockRequest;

/** The live database state of this request's server: mutate it, then `save(req)`. */
export function tables(req: Request): DbSchema {
  return asMock(req).mock.db.getState();
}

/**
 * A partner's rows, or none under the `empty` scenario: a summary computed from them then agrees
 * with its list, which the scenario empties in the envelope (a total of 12 cards over no card).
 */
export function ownRows<T>(req: Request, rows: T[]): T[] {
  return asMock(req).scenario === 'empty' ? [] : rows;
}

/**
 * Call after changing the state, before answering. The write itself happens as the JSON answer
 * is sent (`commitOnAnswer`), so the change and the remembered idempotent answer are one atomic
 * write: a crash keeps both or neither.
 */
export function save(req: Request): void {
  asMock(req).unsaved = true;
}

/**
 * Wraps `res.json` (ok, send, a thrown MockError all end there): records the idempotent answer
 * if any, then writes the state once if anything changed, then sends. Every route gets it.
 */
export function commitOnAnswer() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const mock = asMock(req);
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const record = mock.recordAnswer;
      mock.recordAnswer = undefined;
      if (record) record(res.statusCode, body);
      if (mock.unsaved) {
        // cleared first: if the write throws, the 500 answer that follows must not retry it
        mock.unsaved = false;
        mock.mock.db.write();
      }
      return json(body);
    };
    next();
  };
}

/** A named piece of this server's memory, created on first use. */
export function memory<T>(req: Request, name: string, create: () => T): T {
  const mem = asMock(req).mock.memory;
  if (!mem.has(name)) mem.set(name, create());
  return mem.get(name) as T;
}
