// `npm test`: type-check, lint, unit + component + mock-server integration tests, size budgets, the
// browser journeys in real Chromium and the engine journeys on Chromium 66 and WebKit; the stages run
// at once over as many processes as the machine has cores and one (./test/pool.mjs). Ends with each
// stage's time and one line summing every stage: "N passed, N failed[, N skipped]", and a non-zero
// exit on any failure.
//   node scripts/test.mjs [--only typecheck|lint|node|budget|browser|engines] [file-substring]
//   node scripts/test.mjs <file>...   one test file (or a few) of any stage, and nothing else
// TEST_JOBS=n sets the number of processes at once.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse } from 'uvu/parse';
import { JOURNEY_CHROMIUM } from './chromium.mjs';
import { enginesMissing } from './engines.mjs';
import { runStages, summary } from './test/pool.mjs';
import { printTimes } from './test/times.mjs';

// tsx for TypeScript, and test/setup.ts's happy-dom document and build-time constants
const UVU_NODE = ['--import', 'tsx', '--import', './test/setup.ts'];

/**
 * Every stage, in the order its result is printed. `files` stages list theirs with uvu's parse
 * (`dir`, and `pattern` on the path under it), those named in `first` before the others.
 */
const STAGES = [
  {
    name: 'typecheck',
    title: 'type-check (tsc --noEmit over src, mock-server, test)',
    command: [process.execPath, 'node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'],
  },
  {
    name: 'lint',
    title: 'format and lint (biome check)',
    command: [process.execPath, 'node_modules/@biomejs/biome/bin/biome', 'check', '.'],
  },
  {
    name: 'node',
    title: 'unit, component and mock-server integration tests (uvu + happy-dom)',
    dir: 'test',
    pattern: '^(?!browser/|engines/).*\\.test\\.tsx?$',
    node: UVU_NODE,
    env: { MOCK_QUIET: '1' },
  },
  {
    name: 'budget',
    title: 'checks: size budgets of the deployable build (budgets.json) and the UI kit, the import graph',
    dir: 'scripts',
    pattern: '^[^/]*\\.check\\.ts$',
    node: ['--import', 'tsx'],
  },
  {
    name: 'browser',
    title: 'browser journeys (Chromium, 375x667, WeChat user agent)',
    dir: 'test/browser',
    pattern: '\\.test\\.ts$',
    node: UVU_NODE,
    env: { MOCK_QUIET: '1' },
    // the journeys that take longest by the clock (waiting for a new service worker, auditing every
    // route, paying), started first so that none is left to run alone at the end
    first: ['service-worker', 'a11y', 'pay', 'identity', 'stores', 'signing', 'first-load'],
    // one dev build for every worker (test/browser/helpers.ts serves DEV_APP_DIR), and the deployable
    // one the service worker's journeys start from
    async prepare(run, files) {
      const install = 'apt-get install chromium-headless-shell, or set CHROMIUM_PATH';
      if (!existsSync(JOURNEY_CHROMIUM)) return `no Chromium at ${JOURNEY_CHROMIUM} (${install})`;
      const serviceWorker = files.some((f) => f.endsWith('/service-worker.test.ts'));
      const [dev, deployable] = await Promise.all([
        build(run, join(scratch, 'dev-app'), ['--dev']),
        serviceWorker ? deployableBuild(run) : {},
      ]);
      return { DEV_APP_DIR: dev, ...deployable };
    },
  },
  {
    name: 'engines',
    title: 'engine journeys (Chromium 66 and WebKit beside the newest Chromium, the deployable build)',
    dir: 'test/engines',
    pattern: '\\.test\\.ts$',
    node: UVU_NODE,
    env: { MOCK_QUIET: '1' },
    prepare: async (run) => enginesMissing() ?? deployableBuild(run),
  },
];

/** `node build.mjs` into `out`: `out`, or a throw with what it printed. */
async function build(run, out, args = []) {
  const built = await run([process.execPath, 'build.mjs', '--quiet', ...args], { OUT_DIR: out });
  if (built.code !== 0) throw new Error(`the build${args.length ? ` (${args.join(' ')})` : ''} failed:\n${built.out}`);
  return out;
}
let deployable = null;
/** The deployable build, made once for the stages that serve it (DEPLOY_APP_DIR), read-only to them. */
function deployableBuild(run) {
  deployable ??= build(run, join(scratch, 'deployable-app')).then((dir) => ({ DEPLOY_APP_DIR: dir }));
  return deployable;
}
/**
 * Who gets a process first: the stages whose one file or one command takes longest, so that none is
 * left to run alone at the end. A stage added to STAGES is named here too.
 */
const LONGEST_FIRST = ['engines', 'browser', 'typecheck', 'node', 'budget', 'lint'];

const argv = process.argv.slice(2);
const onlyIdx = argv.indexOf('--only');
const only = onlyIdx >= 0 ? argv[onlyIdx + 1] : null;
const words = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--only');
const paths = words.filter((w) => existsSync(w) && statSync(w).isFile()).map((w) => relative('.', resolve(w)));
const filter = words.find((w) => !paths.includes(relative('.', resolve(w)))) ?? '';
if (only && !STAGES.some((s) => s.name === only)) {
  console.error(`no stage ${only}: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// Every stage gets one temp folder of this run as its TMPDIR, removed at the end: what a crashed
// test, Chromium or a helper outside test/helpers leaves there is gone with it.
const scratch = mkdtempSync(join(tmpdir(), 'partner-test-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
process.on('SIGINT', () => process.exit(130));

/** The stages to run, each with its files: all, `--only` one, or those that own the files named. */
async function chosen() {
  const picked = [];
  for (const stage of STAGES) {
    if (only && stage.name !== only) continue;
    if (stage.command) {
      if (!paths.length) picked.push(stage);
      continue;
    }
    const { suites } = await parse(stage.dir, stage.pattern);
    const rank = (f) => {
      const i = (stage.first ?? []).findIndex((name) => f.endsWith(`/${name}.test.ts`));
      return i < 0 ? Infinity : i;
    };
    let files = suites.map((s) => relative('.', s.file)).sort((a, b) => rank(a) - rank(b));
    if (paths.length) files = files.filter((f) => paths.includes(f));
    else if (filter) files = files.filter((f) => f.includes(filter));
    if (files.length || (!paths.length && !filter)) picked.push({ ...stage, files });
  }
  const unowned = paths.filter((p) => !picked.some((s) => s.files?.includes(p)));
  if (unowned.length) {
    console.error(`not a test file of any stage: ${unowned.join(', ')}`);
    process.exit(2);
  }
  return picked;
}

const stages = await chosen();
const slots = Number(process.env.TEST_JOBS) || availableParallelism() + 1;
const started = performance.now();
const results = await runStages(
  [...stages].sort((a, b) => LONGEST_FIRST.indexOf(a.name) - LONGEST_FIRST.indexOf(b.name)),
  {
    slots,
    env: { TMPDIR: scratch, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    print: (text) => process.stdout.write(text),
  },
);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const { counts } of results) for (const k of Object.keys(totals)) totals[k] += counts[k];
printTimes(
  stages.map((s) => results.find((r) => r.stage.name === s.name)),
  { wall: (performance.now() - started) / 1000, slots },
);
console.log(summary(totals));
process.exit(totals.failed ? 1 : 0);
