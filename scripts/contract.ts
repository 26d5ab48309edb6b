// npm run contract -- [--base URL] [--mobile 13800000001] [--code 123456] [--writes]
// Holds a backend to openapi.json (scripts/contract/run.ts): one line per route and a summary;
// exits 1 when a route differs. Without --base it starts a mock of its own on a fresh copy of the
// seed. Read-only unless --writes (then the routes that change state run too, on the test account).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startMockServer } from '../mock-server/app.ts';
import { freshSeedCopy } from './contract/fresh-mock.ts';
import { runContract } from './contract/run.ts';
import { SEED_CODE, SEED_MOBILE } from './openapi/examples.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    mobile: { type: 'string', default: SEED_MOBILE },
    code: { type: 'string', default: SEED_CODE },
    writes: { type: 'boolean', default: false },
  },
});

const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
const own = values.base ? null : await startMockServer({ dbFile: freshSeedCopy(), port: 0, quiet: true });
const base = values.base ?? (own as { url: string }).url;
console.log(`contract suite: ${base} as ${values.mobile}${values.writes ? ', writes included' : ', read-only'}`);
try {
  const results = await runContract({ base, doc, mobile: values.mobile, code: values.code, writes: values.writes });
  process.exitCode = results.some((r) => r.verdict === 'differs') ? 1 : 0;
} catch (e) {
  console.error(`contract suite stopped: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await own?.close();
}
