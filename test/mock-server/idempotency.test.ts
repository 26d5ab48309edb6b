// Idempotency-Key on the withdrawal: the first answer again, 422 for another body, 409 in flight;
// the confirmed answer is kept in db.json with the change it confirms, for 24 hours.
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import type { DbSchema, IdempotencyKeyRow } from '../../mock-server/schema';
import { freshDbFile, startTestServer, type TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

const PATH = '/api/userWallet/applyWithDrawalH5';
const test = serverSuite('mock: idempotency', { token: '13800000001' });

const balance = async (s: TestServer, token: string) =>
  (await s.get('/api/userWallet/userWalletH5', s.auth(token))).data.withdrawableFen as number;

test('same key, same body: the first answer again, and the money moves once', async ({ s, token }) => {
  const before = await balance(s, token);
  const headers = s.auth(token, { 'Idempotency-Key': 'same-1' });
  const first = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers);
  const again = await s.post(PATH, { bankCardId: 1, amountFen: 2000 }, headers);
  assert.is(first.code, 0);
  assert.equal(again.body, first.body);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.is(await balance(s, token), before - 2000);
});

test('same key, another body: 422', async ({ s, token }) => {
  const headers = s.auth(token, { 'Idempotency-Key': 'same-2' });
  await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers);
  const other = await s.post(PATH, { amountFen: 3000, bankCardId: 1 }, headers);
  assert.is(other.status, 422);
  assert.is(other.code, 422);
  assert.ok(other.message.includes('Idempotency-Key'));
});

test('a rule failure is remembered too (the retry gets the same answer)', async ({ s, token }) => {
  const headers = s.auth(token, { 'Idempotency-Key': 'low-1' });
  const first = await s.post(PATH, { amountFen: 10, bankCardId: 1 }, headers);
  const again = await s.post(PATH, { amountFen: 10, bankCardId: 1 }, headers);
  assert.is(first.code, 1003);
  assert.equal(again.body, first.body);
});

test('same key while the first is in flight: 409, then the first answer', async ({ s, token }) => {
  const before = await balance(s, token);
  const headers = s.auth(token, { 'Idempotency-Key': 'slow-1' });
  const first = s.post(PATH, { amountFen: 2500, bankCardId: 1 }, { ...headers, 'X-Mock-Scenario': 'slow' });
  await new Promise((r) => setTimeout(r, 200));
  const during = await s.post(PATH, { amountFen: 2500, bankCardId: 1 }, headers);
  assert.is(during.status, 409);
  assert.is(during.code, 409);
  const done = await first;
  assert.is(done.code, 0);
  const after = await s.post(PATH, { amountFen: 2500, bankCardId: 1 }, headers);
  assert.equal(after.body, done.body);
  assert.is(await balance(s, token), before - 2500);
});

test('keys are per user, and a server error is not remembered', async ({ s, token }) => {
  const other = await s.login('13800000005');
  const key = { 'Idempotency-Key': 'shared-key' };
  const mine = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, s.auth(token, key));
  const theirs = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, s.auth(other, key));
  assert.is(mine.code, 0);
  assert.is(theirs.code, 404, "another user's key space: their own rules answer (card 1 is not theirs)");

  const headers = s.auth(token, { 'Idempotency-Key': 'flaky-1' });
  await s.post('/__mock/scenarios', { route: PATH, scenario: 'server-error' });
  assert.is((await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers)).status, 500);
  assert.is((await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers)).code, 0, 'the retry is handled afresh');
});

const readDb = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as DbSchema;

test('the confirmed answer is on disk, beside the withdrawal it confirms', async ({ s, token }) => {
  const first = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, s.auth(token, { 'Idempotency-Key': 'disk-1' }));
  const db = readDb(s.dbFile);
  const row = db.idempotencyKeys.find((r) => r.key === 'disk-1');
  assert.ok(row, 'the answer is in db.json');
  assert.equal([row.userId, row.path, row.status], [1001, PATH, 200]);
  assert.equal(row.body, first.body);
  assert.ok(
    db.withdrawals.some((w) => w.id === first.data.id),
    'and so is the withdrawal',
  );
});

test('POST /__mock/reset keeps confirmed answers (a retry must not move the money again)', async ({ s, token }) => {
  const headers = s.auth(token, { 'Idempotency-Key': 'reset-1' });
  const first = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers);
  await s.post('/__mock/reset');
  const again = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, headers);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.body, first.body);
});

test('an answer older than 24 h is not replayed, and the next remembered answer prunes it', async () => {
  const dbFile = freshDbFile();
  const db = readDb(dbFile);
  const old: IdempotencyKeyRow = {
    id: 1,
    userId: 1001,
    path: PATH,
    key: 'old-1',
    fingerprint: JSON.stringify({ amountFen: 2000, bankCardId: 1 }),
    status: 200,
    body: { code: 0, message: 'ok', data: { id: 999999 } },
    at: new Date(Date.now() - 25 * 3600 * 1000).toISOString(),
  };
  db.idempotencyKeys = [old];
  db.meta.rebased = true; // the first open would move every date to today, this row's too
  writeFileSync(dbFile, JSON.stringify(db));
  const s = await startTestServer({ dbFile });
  try {
    const token = await s.login('13800000001');
    const r = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, s.auth(token, { 'Idempotency-Key': 'old-1' }));
    assert.is(r.code, 0);
    assert.is(r.headers.get('idempotent-replayed'), null);
    assert.is.not(r.data.id, 999999, 'handled afresh');
    const keys = readDb(dbFile).idempotencyKeys;
    assert.is(keys.length, 1, 'the old answer is gone');
    assert.equal(keys[0].body, r.body);
  } finally {
    await s.close();
  }
});

test('a key over 255 characters is a 400', async ({ s, token }) => {
  const r = await s.post(
    PATH,
    { amountFen: 2000, bankCardId: 1 },
    s.auth(token, { 'Idempotency-Key': 'k'.repeat(256) }),
  );
  assert.is(r.status, 400);
});

test.run();
