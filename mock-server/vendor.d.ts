// The parts of json-server 0.17 (Express 4 underneath) and lowdb 1 the mock server uses:
// neither ships types and @types/express is not a dependency, so they are declared here once.

declare module 'json-server' {
  import type { IncomingMessage, ServerResponse, Server } from 'node:http';

  export interface Request extends IncomingMessage {
    method: string;
    url: string;
    /** path without the query string, relative to the mount point */
    path: string;
    originalUrl: string;
    /** parsed by Express's `qs`: values can be strings, arrays or nested objects */
    query: Record<string, unknown>;
    params: Record<string, string>;
    body?: unknown;
    /** 'http' or 'https' (Express's `trust proxy` is off: the connection's own) */
    protocol: string;
    get(header: string): string | undefined;
  }
  export interface Response extends ServerResponse {
    req: Request;
    locals: Record<string, unknown>;
    status(code: number): Response;
    json(body: unknown): Response;
    send(body?: unknown): Response;
    set(field: string, value: string): Response;
    vary(field: string): Response;
    sendFile(path: string): void;
  }
  export type NextFunction = (err?: unknown) => void;
  export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
  export type ErrorHandler = (err: unknown, req: Request, res: Response, next: NextFunction) => unknown;
  type Middleware = Handler | ErrorHandler | Handler[];

  export interface Router extends Handler {
    use(...handlers: Middleware[]): this;
    use(path: string, ...handlers: Middleware[]): this;
    get(path: string, ...handlers: Handler[]): this;
    post(path: string, ...handlers: Handler[]): this;
    delete(path: string, ...handlers: Handler[]): this;
    all(path: string, ...handlers: Handler[]): this;
  }
  export interface Application extends Router {
    listen(port: number, callback?: () => void): Server;
    listen(port: number, host: string, callback?: () => void): Server;
    set(setting: string, value: unknown): this;
    disable(setting: string): this;
  }
  export interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
  }
  // a CommonJS module: only a default import works under ESM
  const jsonServer: {
    /** An Express application with `json spaces` 2. */
    create(): Application;
    /** compression, CORS, static files, logger, no-cache headers. */
    defaults(options?: DefaultsOptions): Handler[];
    /** json-server's REST router over a lowdb instance. */
    router(db: object): Router & { db: object };
  };
  export default jsonServer;
}

declare module 'lowdb' {
  export interface AdapterSync<S> {
    read(): S;
    write(state: S): void;
  }
  export interface LowdbSync<S> {
    getState(): S;
    setState(state: S): this;
    /** persists the whole state through the adapter (synchronously for a sync adapter) */
    write<R>(returnValue?: R): R;
    read(): this;
  }
  function low<S>(adapter: AdapterSync<S>): LowdbSync<S>;
  export default low;
}
