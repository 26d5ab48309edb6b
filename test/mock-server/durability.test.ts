// Writes survive: concurrency, restarts, SIGKILL under write load; a corrupt db.json stops the
// start with one clear line and is left as it was.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { CorruptDbError } from '../../mock-server/db';
import { client, freshDbFile, startTestServer } from '../helpers/mock';

const PATH = '/api/userWallet/applyWithDrawalH5';
const test = suite('mock: durability');

interface DbFile {
  withdrawals: { id: number }[];
  wallets: { userId: number; withdrawableFen: number }[];
  sessions: { tokenHash: string }[];
}
const readDb = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as DbFile;

test('100 concurrent withdrawals: every one lands, balances add up, db.json stays valid JSON', async () => {
  const s = await startTestServer();
  try {
    const token = await s.login('13800000001');
    const before = readDb(s.dbFile);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        s.post(PATH, { amountFen: 1000 + i, bankCardId: 1 }, s.auth(token, { 'Idempotency-Key': `c-${i}` })),
      ),
    );
    assert.ok(
      answers.every((a) => a.code === 0),
      answers.find((a) => a.code !== 0)?.message,
    );
    assert.is(new Set(answers.map((a) => a.data.id)).size, 100, 'no id given twice');
    const after = readDb(s.dbFile);
    assert.is(after.withdrawals.length, before.withdrawals.length + 100);
    const moved = answers.reduce((n, a) => n + a.data.amountFen, 0);
    const wallet = (w: DbFile) => w.wallets.find((x) => x.userId === 1001)!.withdrawableFen;
    assert.is(wallet(after), wallet(before) - moved);
  } finally {
    await s.close();
  }
});

test('100 concurrent logins (session writes) all persist', async () => {
  const s = await startTestServer();
  try {
    await s.post('/api/getCode/getVerifyCode', { mobile: '13800000002', scene: 'login' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => s.post('/api/user/loginH5', { mobile: '13800000002', code: '123456' })),
    );
    const hashes = new Set(readDb(s.dbFile).sessions.map((x) => x.tokenHash));
    const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
    assert.ok(answers.every((a) => hashes.has(sha256(a.data.token))));
  } finally {
    await s.close();
  }
});

test('a restart keeps writes and sessions', async () => {
  const dbFile = freshDbFile();
  const first = await startTestServer({ dbFile });
  const token = await first.login('13800000001');
  const made = await first.post(PATH, { amountFen: 4321, bankCardId: 1 }, first.auth(token));
  await first.close();

  const second = await startTestServer({ dbFile });
  try {
    const list = await second.post('/api/userWallet/myWithDrawalRecordH5', {}, second.auth(token));
    assert.is(list.code, 0, 'the token survives the restart');
    assert.equal(list.data.list[0], made.data);
  } finally {
    await second.close();
  }
});

function spawnServer(dbFile: string, extra: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--port', '0', '--db', dbFile, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOCK_QUIET: '' },
  });
}

function urlOf(child: ChildProcess): Promise<{ url: string; output: () => string }> {
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Mock API and app on (http:\/\/localhost:\d+) {2}\(verification code 123456\)/.exec(out);
      if (m) resolve({ url: m[1], output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

test('SIGKILL under write load loses no confirmed write; the log has one line per call', async () => {
  const dbFile = freshDbFile();
  const child = spawnServer(dbFile);
  const { url, output } = await urlOf(child);
  const c = client(url);
  const token = await c.login('13800000001');
  const confirmed: number[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const r = await c.post(
          PATH,
          { amountFen: 1000, bankCardId: 1 },
          c.auth(token, { 'Idempotency-Key': `k-${w}-${i}` }),
        );
        if (r.code === 0) confirmed.push(r.data.id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  while (confirmed.length < 20) await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  assert.match(output(), /POST \/api\/userWallet\/applyWithDrawalH5 0 \d+ms/);

  const ids = new Set(readDb(dbFile).withdrawals.map((w) => w.id));
  for (const id of confirmed) assert.ok(ids.has(id), `confirmed withdrawal ${id} is on disk`);
  const s = await startTestServer({ dbFile });
  try {
    const list = await s.post('/api/userWallet/myWithDrawalRecordH5', { pageSize: 50 }, s.auth(token));
    assert.ok(list.data.total >= confirmed.length);
  } finally {
    await s.close();
  }
});

test('SIGKILL after a confirmed withdrawal: the retry after the restart gets the first answer, the money moves once', async () => {
  const dbFile = freshDbFile();
  const killed = spawnServer(dbFile);
  const c = client((await urlOf(killed)).url);
  const token = await c.login('13800000001');
  const withdrawable = async (api: typeof c) =>
    (await api.get('/api/userWallet/userWalletH5', api.auth(token))).data.withdrawableFen as number;
  const before = await withdrawable(c);
  const headers = c.auth(token, { 'Idempotency-Key': 'kill-1' });
  const first = await c.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers);
  assert.is(first.code, 0);
  killed.kill('SIGKILL');
  await new Promise((resolve) => killed.on('exit', resolve));

  const restarted = spawnServer(dbFile);
  try {
    const again = client((await urlOf(restarted)).url);
    const retry = await again.post(PATH, { bankCardId: 1, amountFen: 2000 }, headers);
    assert.is(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(retry.body, first.body);
    assert.is(await withdrawable(again), before - 2000, 'lowered once');
  } finally {
    restarted.kill('SIGKILL');
  }
});

test('a corrupt db.json: one clear line, exit 1, the file untouched', async () => {
  const dbFile = freshDbFile();
  const broken = '{"users": [ {"id": 1001, ';
  writeFileSync(dbFile, broken);
  const child = spawnServer(dbFile);
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.is(code, 1);
  const lines = err.trim().split('\n');
  assert.is(lines.length, 1, err);
  assert.ok(lines[0].includes(dbFile));
  assert.ok(lines[0].includes('npm run mock:reset'));
  assert.is(readFileSync(dbFile, 'utf8'), broken);
});

test('a db.json of the wrong shape is refused in-process too', async () => {
  for (const content of ['[]', '{"users": 3}', '']) {
    const dbFile = freshDbFile();
    writeFileSync(dbFile, content);
    const failure = await startMockServer({ dbFile, port: 0, quiet: true }).then(
      () => null,
      (e) => e,
    );
    assert.instance(failure, CorruptDbError, content);
    assert.is(readFileSync(dbFile, 'utf8'), content);
  }
});

test('a missing db.json is created from the seed, with dates moved to today', async () => {
  const dbFile = `${freshDbFile()}.new`;
  const s = await startTestServer({ dbFile });
  try {
    const db = JSON.parse(readFileSync(dbFile, 'utf8'));
    assert.is(db.meta.rebased, true);
    const newest = db.earnings
      .map((e: { createdAt: string }) => e.createdAt)
      .sort()
      .pop();
    assert.ok(Date.now() - Date.parse(newest) < 2 * 86400000, 'the newest earnings are from about today');
  } finally {
    await s.close();
  }
});

test('a missing folder is made; temp files of an interrupted write are removed at the next start', async () => {
  const data = join(dirname(freshDbFile()), 'data');
  const dbFile = join(data, 'db.json');
  await (await startTestServer({ dbFile })).close();
  assert.ok(existsSync(dbFile), 'made from the seed, folder and all');
  writeFileSync(join(data, '.db.json.99999.tmp'), '{"users": [');
  writeFileSync(join(data, 'notes.txt'), 'not ours');
  const s = await startTestServer({ dbFile });
  try {
    assert.equal(readdirSync(data).sort(), ['db.json', 'notes.txt']);
  } finally {
    await s.close();
  }
});

test.run();
