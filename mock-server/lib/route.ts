// Route definitions: a route module exports a list of these; app.ts mounts them all with the
// per-route middlewares (scenario, auth, idempotency) their options ask for.
import type { Request, Response, NextFunction } from 'json-server';
import type { MockRequest, SignedInRequest } from './context';

/**
 * A route's handler. A protected route's (the default) gets a SignedInRequest, whose `req.user`
 * the token check has found; a `{ public: true }` route's gets a MockRequest, with no user.
 */
export type RouteHandler<R extends MockRequest = SignedInRequest> = (req: R, res: Response) => void | Promise<void>;

export interface RouteOptions {
  /** reachable without a token (login, verify code, captcha, config, ...) */
  public?: boolean;
  /** creates a record or moves money: honours the Idempotency-Key header */
  idempotent?: boolean;
}

interface PublicOptions extends RouteOptions {
  public: true;
}

export interface RouteDef extends RouteOptions {
  method: 'GET' | 'POST';
  path: string;
  handler: RouteHandler<MockRequest>;
}

type AnyHandler = RouteHandler | RouteHandler<MockRequest>;

function define(method: RouteDef['method'], path: string, a: RouteOptions | AnyHandler, b?: AnyHandler): RouteDef {
  const [options, handler] = typeof a === 'function' ? [{}, a] : [a, b as AnyHandler];
  // the auth middleware runs first on a route that is not public, so its request has a user
  return { method, path, handler: handler as RouteHandler<MockRequest>, ...options };
}

export function get(path: string, handler: RouteHandler): RouteDef;
export function get(path: string, options: PublicOptions, handler: RouteHandler<MockRequest>): RouteDef;
export function get(path: string, options: RouteOptions, handler: RouteHandler): RouteDef;
export function get(path: string, a: RouteOptions | AnyHandler, b?: AnyHandler): RouteDef {
  return define('GET', path, a, b);
}

export function post(path: string, handler: RouteHandler): RouteDef;
export function post(path: string, options: PublicOptions, handler: RouteHandler<MockRequest>): RouteDef;
export function post(path: string, options: RouteOptions, handler: RouteHandler): RouteDef;
export function post(path: string, a: RouteOptions | AnyHandler, b?: AnyHandler): RouteDef {
  return define('POST', path, a, b);
}

/** Runs a handler so that a throw or a rejection reaches the error middleware, never the process. */
export function guarded(handler: RouteHandler<MockRequest>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    try {
      Promise.resolve(handler(req as MockRequest, res)).catch(next);
    } catch (e) {
      next(e);
    }
  };
}
