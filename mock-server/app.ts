// The mock server, composed in one place as json-server 0.17's own server is: create(),
// defaults() for static files, our middlewares and route modules for /api and /common, and,
// for the developer's own server only, the /__mock routes (json-server's REST router at
// /__mock/db over the same durable lowdb instance among them).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import jsonServer, { type Handler } from 'json-server';
import { openDb } from './db';
import type { SeedName } from './seed/big';
import { asMock, commitOnAnswer, type MockContext } from './lib/context';
import { guarded, type RouteDef } from './lib/route';
import type { ScenarioName } from './lib/scenario-names';
import { jsonBody } from './middleware/body';
import { requireToken } from './middleware/auth';
import { ScenarioBoard, scenarioGate, slowdown } from './middleware/scenarios';
import { idempotency } from './middleware/idempotency';
import { inputGate } from './middleware/input-gate';
import { requestLog } from './middleware/log';
import { notFound } from './middleware/not-found';
import { errorEnvelope } from './middleware/errors';
import { contentSecurityPolicy } from './middleware/csp';
import { corsPolicy, developerOnly, noLeaks } from './middleware/security';
import { devRoutes } from './dev-routes';
import { ROUTE_MODULES } from './routes/index';
import { routeContract } from '../src/api/contract/routes/index';
import { defaultReview, type ReviewOutcome } from './services/store-review';
import { UPLOADS_DIR } from './services/upload';
import type { LiveReload } from './services/live-reload';

const IMAGES_DIR = join(import.meta.dirname, 'seed', 'images');

export interface MockServerOptions {
  dbFile: string;
  /** what a missing `dbFile` is made from: the committed seed (default), or it with the big crowd */
  seed?: SeedName;
  /** 0 picks a free port */
  port?: number;
  staticDir?: string;
  scenario?: ScenarioName;
  /** how the mock's store review decides: approve (default), reject or hold */
  reviewOutcome?: ReviewOutcome;
  quiet?: boolean;
  /**
   * Mounts the /__mock developer routes (scenarios, review, reset, captcha answers, the raw db):
   * `npm start` / `npm run dev` and the tests that drive scenarios turn it on; off, they do not exist.
   */
  devRoutes?: boolean;
  /** the interface to listen on: 127.0.0.1 unless told (0.0.0.0 opens it to the network) */
  host?: string;
  /** other origins allowed to call the API (CORS); none by default: same origin only */
  corsOrigins?: readonly string[];
  /** the reload channel of `npm run dev` (at /__mock/live-reload, with the developer routes) */
  liveReload?: LiveReload;
}

export interface MockServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Every route of the index, each once (a second definition of a method and path is a mistake). */
function allRoutes(): RouteDef[] {
  const all: RouteDef[] = [];
  const seen = new Set<string>();
  for (const [name, routes] of Object.entries(ROUTE_MODULES)) {
    for (const route of routes) {
      const id = `${route.method} ${route.path}`;
      if (seen.has(id)) throw new Error(`route ${id} is defined twice (mock-server/routes/${name}.ts)`);
      seen.add(id);
      all.push(route);
    }
  }
  return all;
}

export async function startMockServer(opts: MockServerOptions): Promise<MockServer> {
  const db = openDb(opts.dbFile, opts.seed);
  const quiet = opts.quiet ?? process.env.MOCK_QUIET === '1';
  const review = { ...defaultReview(), ...(opts.reviewOutcome && { outcome: opts.reviewOutcome }) };
  const context: MockContext = {
    db,
    memory: new Map(),
    quiet,
    say: (line) => !quiet && console.log(line),
    review,
    // signs the contract links of this server's life (services/contract-links.ts)
    linkSecret: randomBytes(32),
  };
  const board = new ScenarioBoard(opts.scenario ?? null);
  const routes = allRoutes();
  const staticDir = opts.staticDir ?? join(process.cwd(), 'dist');
  mkdirSync(UPLOADS_DIR, { recursive: true });

  // compact JSON: phones on weak networks pay for every byte
  // 'production': Express's own error pages carry no stack trace
  const app = jsonServer.create().set('json spaces', 0).set('env', 'production').disable('x-powered-by');
  const attachContext: Handler = (req, _res, next) => {
    asMock(req).mock = context;
    next();
  };
  app.use(noLeaks());
  app.use(attachContext);
  app.use(contentSecurityPolicy(staticDir));
  app.use(corsPolicy(opts.corsOrigins ?? []));
  app.use(jsonServer.defaults({ static: staticDir, logger: false, noCors: true }));
  app.use('/mock-static', jsonServer.defaults({ static: IMAGES_DIR, logger: false, noGzip: true, noCors: true }));
  app.use('/uploads', jsonServer.defaults({ static: UPLOADS_DIR, logger: false, noGzip: true, noCors: true }));
  if (opts.devRoutes) app.use('/__mock', developerOnly(), devRoutes(board, routes, db, opts.liveReload));

  for (const prefix of ['/api', '/common']) app.use(prefix, requestLog(quiet), jsonBody());
  for (const route of routes) {
    // commitOnAnswer first: whatever answers (scenario, auth, idempotency, handler, a thrown
    // error), the state is written once, just before the JSON goes out
    const chain: Handler[] = [commitOnAnswer(), scenarioGate(board, route.path)];
    if (!route.public) chain.push(requireToken());
    if (route.idempotent) chain.push(idempotency(route.path));
    const contract = routeContract(route.method, route.path);
    chain.push(slowdown(), ...(contract ? [inputGate(contract)] : []), guarded(route.handler));
    if (route.method === 'GET') app.get(route.path, ...chain);
    else app.post(route.path, ...chain);
  }
  app.use('/api', notFound());
  app.use('/common', notFound());
  app.get('/', (_req, res) => {
    const hint = existsSync(join(staticDir, 'index.html'))
      ? ''
      : `The app is not built in ${staticDir}: run npm run build (npm start does it for you).`;
    res.status(404).send(hint || 'Not found');
  });
  app.use(errorEnvelope());

  const server = app.listen(opts.port ?? 3000, opts.host ?? '127.0.0.1');
  // an idle connection outlives its clients' (Node's fetch keeps one 4 s, a browser minutes): ended at
  // Node's 5 s, it was lost with the request a busy client had just sent on it
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
