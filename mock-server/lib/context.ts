// What every request can reach: the database and the short-lived memory of the server that
// received it (one server per test, so nothing here is a module-level singleton).
import type { Request, Response } from 'json-server';
import type { User } from '../../src/api/types';
import type { DbSchema } from '../schema';
import type { MockDb } from '../db';
import type { ScenarioName } from './scenario-names';
import { MockError } from './envelope';

export interface MockContext {
  db: MockDb;
  /** Rate limits, captchas, verify codes, idempotency answers: cleared by POST /__mock/reset. */
  memory: Map<string, unknown>;
  quiet: boolean;
  /** prints a developer-facing line unless quiet */
  say(line: string): void;
}

export interface MockRequest extends Request {
  mock: MockContext;
  /** set by the auth middleware on protected routes */
  userId?: number;
  /** the scenario this request runs under, when one was picked */
  scenario?: ScenarioName;
}

export const asMock = (req: Request): MockRequest => req as MockRequest;

/** The live database state of this request's server: mutate it, then `save(req)`. */
export function tables(req: Request): DbSchema {
  return asMock(req).mock.db.getState();
}

/** Persists the state (atomic, synchronous): call before answering a write. */
export function save(req: Request): void {
  asMock(req).mock.db.write();
}

/** A named piece of this server's memory, created on first use. */
export function memory<T>(req: Request, name: string, create: () => T): T {
  const mem = asMock(req).mock.memory;
  if (!mem.has(name)) mem.set(name, create());
  return mem.get(name) as T;
}

/** The logged-in user of a protected route. */
export function currentUser(req: Request): User {
  const id = asMock(req).userId;
  const user = id == null ? undefined : tables(req).users.find((u) => u.id === id);
  if (!user) throw new MockError(401, '登录状态已过期，请重新登录', 401);
  return user;
}

export const requestOf = (res: Response): MockRequest => asMock(res.req);
