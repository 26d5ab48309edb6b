// Idempotency-Key on the withdrawal: the first answer again, 422 for another body, 409 in flight.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/mock';

const PATH = '/api/userWallet/applyWithDrawalH5';
const test = suite<{ s: TestServer; token: string }>('mock: idempotency', { s: null as unknown as TestServer, token: '' });
test.before(async (ctx) => {
  ctx.s = await startTestServer();
  ctx.token = await ctx.s.login('13800000001');
});
test.after(async (ctx) => ctx.s.close());

const balance = async (s: TestServer, token: string) => (await s.get('/api/userWallet/userWalletH5', s.auth(token))).data.withdrawableFen as number;

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

test('a key over 255 characters is a 400', async ({ s, token }) => {
  const r = await s.post(PATH, { amountFen: 2000, bankCardId: 1 }, s.auth(token, { 'Idempotency-Key': 'k'.repeat(256) }));
  assert.is(r.status, 400);
});

test.run();
