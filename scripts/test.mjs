// `npm test`: type-check, unit + component + mock-server integration tests, size budgets,
// then the browser journeys in real Chromium, then the journeys on Chromium 66 and WebKit
// (test/engines/, each skipped with one line where it is missing). Ends with one line summing every suite:
// "N passed, N failed, N skipped", and a non-zero exit on any failure.
//   node scripts/test.mjs [--only typecheck|lint|node|budget|browser|engines] [file filter]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM } from './chromium.mjs';

const argv = process.argv.slice(2);
const onlyIdx = argv.indexOf('--only');
const only = onlyIdx >= 0 ? argv[onlyIdx + 1] : null;
const filter = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--only')[0] || '';

const totals = { passed: 0, failed: 0, skipped: 0 };

// Every stage gets one temp folder of this run as its TMPDIR, removed at the end: what a crashed
// test, Chromium or a helper outside test/helpers leaves there is gone with it.
const scratch = mkdtempSync(join(tmpdir(), 'partner-test-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
process.on('SIGINT', () => process.exit(130));

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(cmd, args, {
      env: { ...process.env, TMPDIR: scratch, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code, out: stripVTControlCharacters(out) }));
  });
}

// uvu prints "Total: N / Passed: N / Skipped: N" once per process.
function countUvu(name, { code, out }) {
  const num = (label) => +(out.match(new RegExp(`${label}:\\s+(\\d+)`)) || [0, 0])[1];
  const total = num('Total'),
    passed = num('Passed'),
    skipped = num('Skipped');
  let failed = total - passed;
  if (code !== 0 && failed === 0) failed = 1; // crashed before or after counting
  console.log(`-- ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

const uvu = (dir, pattern, env) =>
  run(
    process.execPath,
    ['--import', 'tsx', '--import', './test/setup.ts', 'scripts/uvu.mjs', dir, pattern, filter],
    env,
  );

const stages = {
  async typecheck() {
    console.log('== type-check (tsc --noEmit over src, mock-server, test)');
    const r = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
    if (r.code === 0) totals.passed++;
    else totals.failed++;
    console.log(`-- type-check: ${r.code === 0 ? 'ok' : 'FAILED'}\n`);
  },
  async lint() {
    console.log('== format and lint (biome check)');
    const r = await run(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check', '.']);
    if (r.code === 0) totals.passed++;
    else totals.failed++;
    console.log(`-- lint: ${r.code === 0 ? 'ok' : 'FAILED'}\n`);
  },
  async node() {
    console.log('== unit, component and mock-server integration tests (uvu + happy-dom)');
    countUvu('node suites', await uvu('test', '^(?!browser/|engines/).*\\.test\\.tsx?$', { MOCK_QUIET: '1' }));
  },
  async budget() {
    console.log('== checks: size budgets of the deployable build (budgets.json) and the UI kit, the import graph');
    countUvu(
      'budgets',
      await run(process.execPath, ['--import', 'tsx', 'scripts/uvu.mjs', 'scripts', '\\.check\\.ts$', '']),
    );
  },
  async browser() {
    console.log('== browser journeys (Chromium, 375x667, WeChat user agent)');
    if (!existsSync(CHROMIUM)) {
      console.log(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
      totals.skipped++;
      return;
    }
    countUvu('browser suites', await uvu('test/browser', '\\.test\\.ts$', { MOCK_QUIET: '1' }));
  },
  async engines() {
    console.log('== engine journeys (Chromium 66 and WebKit beside the newest Chromium, the deployable build)');
    countUvu('engine journeys', await uvu('test/engines', '\\.test\\.ts$', { MOCK_QUIET: '1' }));
  },
};

for (const [name, stage] of Object.entries(stages)) {
  if (!only || only === name) await stage();
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
