// Route definitions: a route module exports a list of these; app.ts mounts them all with the
// per-route middlewares (scenario, auth, idempotency) their options ask for.
import type { Request, Response, NextFunction } from 'json-server';
import type { MockRequest } from './context';

export type RouteHandler = (req: MockRequest, res: Response) => void | Promise<void>;

export interface RouteOptions {
  /** reachable without a token (login, verify code, captcha, config, ...) */
  public?: boolean;
  /** creates a record or moves money: honours the Idempotency-Key header */
  idempotent?: boolean;
}

export interface RouteDef extends RouteOptions {
  method: 'GET' | 'POST';
  path: string;
  handler: RouteHandler;
}

function define(method: RouteDef['method'], path: string, a: RouteOptions | RouteHandler, b?: RouteHandler): RouteDef {
  const [options, handler] = typeof a === 'function' ? [{}, a] : [a, b as RouteHandler];
  return { method, path, handler, ...options };
}

export function get(path: string, handler: RouteHandler): RouteDef;
export function get(path: string, options: RouteOptions, handler: RouteHandler): RouteDef;
export function get(path: string, a: RouteOptions | RouteHandler, b?: RouteHandler): RouteDef {
  return define('GET', path, a, b);
}

export function post(path: string, handler: RouteHandler): RouteDef;
export function post(path: string, options: RouteOptions, handler: RouteHandler): RouteDef;
export function post(path: string, a: RouteOptions | RouteHandler, b?: RouteHandler): RouteDef {
  return define('POST', path, a, b);
}

/** Runs a handler so that a throw or a rejection reaches the error middleware, never the process. */
export function guarded(handler: RouteHandler) {
  return (req: Request, res: Response, next: NextFunction): void => {
    try {
      Promise.resolve(handler(req as MockRequest, res)).catch(next);
    } catch (e) {
      next(e);
    }
  };
}
