// `npm start`: the mock API and the built app on one port, with the /__mock developer routes,
// on 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 for a phone on the same network).
// CORS_ORIGINS lists other origins allowed to call the API (none by default). `--dev` (npm run dev)
// also builds the app into the static folder and rebuilds it on every save: the open page reloads,
// or shows the build error, through /__mock/live-reload. `--seed big` starts from the committed seed
// plus 2,000 team members and 2,000 customers for 13800000001 (seed/big.ts), in db.big.json
// unless --db names another file, so the everyday db.json stays as it is.
//   tsx mock-server/main.ts [--dev] [--port N] [--scenario NAME] [--review OUTCOME] [--db FILE]
//                           [--seed default|big] [--static DIR] [--quiet]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startMockServer } from './app';
import { BIG_DATA_FILE, CorruptDbError, DATA_FILE } from './db';
import { isSeedName, SEED_NAMES } from './seed/big';
import { SCENARIOS, isScenario } from './lib/scenario-names';
import { parseOrigins } from './middleware/security';
import { VERIFY_CODE } from './services/verify-code';
import { REVIEW_OUTCOMES, isReviewOutcome } from './services/store-review';
import { LiveReload } from './services/live-reload';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        scenario: { type: 'string' },
        review: { type: 'string' },
        db: { type: 'string' },
        seed: { type: 'string', default: 'default' },
        static: { type: 'string', default: 'dist' },
        quiet: { type: 'boolean', default: false },
        dev: { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    const options =
      '[--dev] [--port N] [--scenario NAME] [--review OUTCOME] [--db FILE] [--seed NAME] [--static DIR] [--quiet]';
    fail(`${(e as Error).message}. Usage: tsx mock-server/main.ts ${options}`);
  }
}
const args = readArgs();

const port = Number(args.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`Invalid port "${args.port ?? process.env.PORT}": use a number from 0 to 65535.`);
if (args.scenario !== undefined && !isScenario(args.scenario)) {
  fail(`Unknown scenario "${args.scenario}": use one of ${SCENARIOS.join(', ')}.`);
}
if (args.review !== undefined && !isReviewOutcome(args.review)) {
  fail(`Unknown review outcome "${args.review}": use one of ${REVIEW_OUTCOMES.join(', ')}.`);
}

const seed = args.seed ?? 'default';
if (!isSeedName(seed)) fail(`Unknown seed "${seed}": use one of ${SEED_NAMES.join(', ')}.`);

const host = process.env.HOST || '127.0.0.1';
const liveReload = args.dev ? new LiveReload() : undefined;

try {
  const server = await startMockServer({
    dbFile: resolve(args.db ?? (seed === 'big' ? BIG_DATA_FILE : DATA_FILE)),
    seed,
    port,
    staticDir: resolve(args.static),
    scenario: args.scenario,
    reviewOutcome: args.review,
    quiet: args.quiet || undefined,
    devRoutes: true,
    host,
    corsOrigins: parseOrigins(process.env.CORS_ORIGINS),
    liveReload,
  });
  console.log(`Mock API and app on ${server.url}  (verification code ${VERIFY_CODE})`);
  if (host !== '127.0.0.1' && host !== 'localhost')
    console.log(`Listening on ${host}: other machines can reach the API; /__mock answers this machine only.`);
  if (args.scenario)
    console.log(`Every route answers with the "${args.scenario}" scenario (DELETE /__mock/scenarios to stop).`);
  if (args.review)
    console.log(`The mock's store review ends in "${args.review}" (POST /__mock/review {"outcome"} to change).`);
  if (liveReload) {
    // loaded only here: `npm start` serves a finished build and needs no esbuild
    const { watchDevBuild } = await import('../scripts/dev-build');
    await watchDevBuild(args.static, {
      onBuilt: (ms) => {
        console.log(`[dev] built in ${ms} ms: open pages reload`);
        liveReload.reload();
      },
      onFailed: (text) => {
        console.log('[dev] build failed: the error shows in the page until the next good build');
        liveReload.fail(text);
      },
    });
    console.log(`[dev] watching src/ (source maps on): save a file and ${server.url} reloads`);
  }
} catch (e) {
  if (e instanceof CorruptDbError) fail(e.message);
  if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE')
    fail(`Port ${port} is in use: stop the other server or start with PORT=3001 npm start.`);
  throw e;
}
