// npm test's worker (scripts/test/worker.mjs): a file that leaves something open does not keep the
// worker, and with it the whole run, waiting for ever.
import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DONE } from '../../scripts/test/pool.mjs';

test('a worker whose file left a timer running ends after its last file, and says so', async () => {
  const worker = spawn(process.execPath, ['scripts/test/worker.mjs'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  worker.stdout.on('data', (d) => (out += d));
  worker.stdin.end('test/scripts/fixtures/left-open.mjs\n');
  const ended = new Promise<number | null>((resolve) => worker.on('close', resolve));
  const late = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref());
  const outcome = await Promise.race([ended, late]);
  if (outcome === 'still running') worker.kill();
  // its lines without the marker before each file's counts, which the outer worker would take for its own
  const said = out.replaceAll(DONE, 'counts: ');
  assert.is(outcome, 0, said);
  assert.match(said, 'counts: {"file":"test/scripts/fixtures/left-open.mjs","passed":1');
  assert.match(said, 'still had something open 5 s after its last file');
});

test.run();
