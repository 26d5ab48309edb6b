// The wallet's lists and the withdrawal rules against the real mock server.
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { freshDbFile, startTestServer, type TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';
import { uploadedImage } from '../helpers/upload';

const test = serverSuite('mock: wallet lists and withdrawals', { token: '13800000001' });

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('profitDetailH5: pages of 10, newest first, then an empty page past the end', async ({ s, token }) => {
  const first = await s.post('/api/userWallet/profitDetailH5', {}, s.auth(token));
  assert.is(first.data.pageNum, 1);
  assert.is(first.data.pageSize, 10);
  assert.is(first.data.list.length, 10);
  assert.ok(first.data.total >= 120);
  const times = first.data.list.map((e: { createdAt: string }) => e.createdAt);
  assert.equal(times, [...times].sort().reverse());
  assert.is(first.data.list[0].userId, undefined, 'owner fields stay on the server');
  const last = Math.ceil(first.data.total / 50);
  const past = await s.post('/api/userWallet/profitDetailH5', { pageNum: last + 1, pageSize: 50 }, s.auth(token));
  assert.equal(past.data.list, []);
  assert.is(past.data.total, first.data.total);
});

test('profitDetailH5: pageSize is at most 50, pageNum at least 1', async ({ s, token }) => {
  const big = await s.post('/api/userWallet/profitDetailH5', { pageSize: 51 }, s.auth(token));
  assert.is(big.status, 400);
  assert.ok(big.message.includes('每页条数'));
  const zero = await s.post('/api/userWallet/profitDetailH5', { pageNum: 0 }, s.auth(token));
  assert.ok(zero.message.includes('页码'));
  const text = await s.post('/api/userWallet/profitDetailH5', { pageNum: 'two' }, s.auth(token));
  assert.is(text.message, '页码必须是整数');
});

test('profitDetailH5: month and source filter, with the filter total in summary', async ({ s, token }) => {
  const month = localDay(new Date()).slice(0, 7);
  const r = await s.post('/api/userWallet/profitDetailH5', { month, source: 'team', pageSize: 50 }, s.auth(token));
  assert.ok(r.data.total > 0);
  // every page of the filter, so the summary is checked against all of it however many there are
  const all = [...r.data.list];
  for (let pageNum = 2; all.length < r.data.total; pageNum++) {
    const next = await s.post(
      '/api/userWallet/profitDetailH5',
      { month, source: 'team', pageSize: 50, pageNum },
      s.auth(token),
    );
    assert.ok(next.data.list.length > 0, `page ${pageNum} is not empty before the total`);
    all.push(...next.data.list);
  }
  for (const e of all) {
    assert.is(e.source, 'team');
    assert.is(localDay(new Date(e.createdAt)).slice(0, 7), month);
  }
  assert.is(
    r.data.summary.totalFen,
    all.reduce((n: number, e: { amountFen: number }) => n + e.amountFen, 0),
  );
  const bad = await s.post('/api/userWallet/profitDetailH5', { month: '2025-13' }, s.auth(token));
  assert.is(bad.message, '月份格式应为 YYYY-MM');
  const badSource = await s.post('/api/userWallet/profitDetailH5', { source: 'gift' }, s.auth(token));
  assert.is(badSource.status, 400);
});

test('profitDetailH5 with days: one trend point per day ending today, matching the summary', async ({ s, token }) => {
  for (const days of [7, 30]) {
    const r = await s.post('/api/userWallet/profitDetailH5', { days, pageSize: 1 }, s.auth(token));
    assert.is(r.data.trend.length, days);
    assert.is(r.data.trend[days - 1].date, localDay(new Date()));
    const sum = r.data.trend.reduce((n: number, p: { amountFen: number }) => n + p.amountFen, 0);
    assert.is(sum, r.data.summary.totalFen);
    assert.ok(sum > 0, 'the seed has recent earnings');
  }
  const noTrend = await s.post('/api/userWallet/profitDetailH5', {}, s.auth(token));
  assert.is(noTrend.data.trend, undefined);
  const bad = await s.post('/api/userWallet/profitDetailH5', { days: 14 }, s.auth(token));
  assert.ok(bad.message.includes('7、30'));
});

test('userWalletRecordDetailH5: income and expense filters', async ({ s, token }) => {
  const all = await s.post('/api/userWallet/userWalletRecordDetailH5', {}, s.auth(token));
  const income = await s.post(
    '/api/userWallet/userWalletRecordDetailH5',
    { kind: 'income', pageSize: 50 },
    s.auth(token),
  );
  const expense = await s.post(
    '/api/userWallet/userWalletRecordDetailH5',
    { kind: 'expense', pageSize: 50 },
    s.auth(token),
  );
  assert.is(income.data.total + expense.data.total, all.data.total);
  assert.ok(income.data.list.every((r: { amountFen: number }) => r.amountFen > 0));
  assert.ok(expense.data.list.every((r: { amountFen: number }) => r.amountFen < 0));
  const bad = await s.post('/api/userWallet/userWalletRecordDetailH5', { kind: 'all' }, s.auth(token));
  assert.is(bad.status, 400);
});

test('myWithDrawalRecordH5: every status in the seed; the status filter', async ({ s, token }) => {
  const all = await s.post('/api/userWallet/myWithDrawalRecordH5', {}, s.auth(token));
  assert.ok(all.data.total >= 30);
  for (const status of [0, 1, 2, 3, 4]) {
    const r = await s.post('/api/userWallet/myWithDrawalRecordH5', { status }, s.auth(token));
    assert.ok(r.data.total > 0, `status ${status}`);
    assert.ok(
      r.data.list.every((w: { status: number; reason: string }) => w.status === status && (status < 3 || w.reason)),
    );
  }
  const bad = await s.post('/api/userWallet/myWithDrawalRecordH5', { status: 9 }, s.auth(token));
  assert.is(bad.status, 400);
});

async function cardOf(s: TestServer, userId: number): Promise<number> {
  const cards = (await s.get('/__mock/db/bankCards')).body as { id: number; userId: number }[];
  return cards.find((c) => c.userId === userId)!.id;
}

test('applyWithDrawalH5: creates a reviewing withdrawal, lowers the balances, adds a record', async ({ s, token }) => {
  const before = (await s.get('/api/userWallet/userWalletH5', s.auth(token))).data;
  const cardId = await cardOf(s, 1001);
  const r = await s.post(
    '/api/userWallet/applyWithDrawalH5',
    { amountFen: 12345, bankCardId: cardId },
    s.auth(token, { 'Idempotency-Key': 'w-1' }),
  );
  assert.is(r.code, 0);
  assert.is(r.data.status, 1);
  assert.is(r.data.amountFen, 12345);
  assert.is(r.data.feeFen, 100, 'ceil(12345 * 0.6 %) = 75, below the 1.00 minimum');
  assert.is(r.data.actualFen, 12245);
  assert.is(r.data.bankCardId, undefined);
  const after = (await s.get('/api/userWallet/userWalletH5', s.auth(token))).data;
  assert.is(after.withdrawableFen, before.withdrawableFen - 12345);
  assert.is(after.balanceFen, before.balanceFen - 12345);
  const records = await s.post('/api/userWallet/userWalletRecordDetailH5', { kind: 'expense' }, s.auth(token));
  assert.is(records.data.list[0].amountFen, -12345);
  assert.is(records.data.list[0].kind, 'withdraw');
  assert.is(records.data.list[0].balanceAfterFen, after.balanceFen);
  const list = await s.post('/api/userWallet/myWithDrawalRecordH5', {}, s.auth(token));
  assert.is(list.data.list[0].id, r.data.id);
});

test('applyWithDrawalH5: the fee is 0.6 % rounded up above the minimum', async ({ s, token }) => {
  const r = await s.post(
    '/api/userWallet/applyWithDrawalH5',
    { amountFen: 100001, bankCardId: await cardOf(s, 1001) },
    s.auth(token),
  );
  assert.is(r.data.feeFen, 601);
  assert.is(r.data.actualFen, 99400);
});

test('applyWithDrawalH5: the rules, in order, with their codes', async ({ s, token }) => {
  const cardId = await cardOf(s, 1001);
  const apply = (body: object, t = token) => s.post('/api/userWallet/applyWithDrawalH5', body, s.auth(t));

  const newcomer = await s.login('13800000004');
  const noCert = await apply({ amountFen: 100, bankCardId: cardId }, newcomer);
  assert.is(noCert.code, 1002, "real name comes first, even before the amount's minimum");
  assert.is(noCert.status, 200);
  assert.is(noCert.message, '提现前请先完成实名认证');

  for (const amountFen of [0, -5, 12.5, '100', null]) {
    const r = await apply({ amountFen, bankCardId: cardId });
    assert.is(r.code, 400, String(amountFen));
    assert.ok(r.message.includes('提现金额'));
  }
  const low = await apply({ amountFen: 999, bankCardId: cardId });
  assert.is(low.code, 1003);
  // the words the withdraw page shows for the same rule
  assert.is(low.message, '单笔最低提现 10.00 元');

  const wallet = (await s.get('/api/userWallet/userWalletH5', s.auth(token))).data;
  const tooMuch = await apply({ amountFen: wallet.withdrawableFen + 1, bankCardId: cardId });
  assert.is(tooMuch.code, 1001);
  const most = /^超出可提现金额，最多可提现 ([\d,]+)\.(\d\d) 元$/.exec(tooMuch.message);
  assert.ok(most, tooMuch.message);
  assert.is(Number(most[1].replace(/,/g, '')) * 100 + Number(most[2]), wallet.withdrawableFen);

  const noCard = await apply({ amountFen: 1000 });
  assert.is(noCard.code, 400);
  const otherCard = await apply({ amountFen: 1000, bankCardId: await cardOf(s, 1002) });
  assert.is(otherCard.code, 404);
  assert.ok(otherCard.message.includes('银行卡'));
});

test('applyWithDrawalH5: the daily maximum says what is left today', async () => {
  // a wallet above the daily maximum, so the daily limit is the rule that bites
  const dbFile = freshDbFile();
  const db = JSON.parse(readFileSync(dbFile, 'utf8'));
  db.wallets.find((w: { userId: number }) => w.userId === 1001).withdrawableFen = 9000000;
  writeFileSync(dbFile, JSON.stringify(db));
  const s = await startTestServer({ dbFile });
  try {
    const token = await s.login('13800000001');
    const cardId = await cardOf(s, 1001);
    const apply = (amountFen: number) =>
      s.post('/api/userWallet/applyWithDrawalH5', { amountFen, bankCardId: cardId }, s.auth(token));
    assert.is((await apply(3000000)).code, 0);
    const over = await apply(2000001);
    assert.is(over.code, 400);
    assert.ok(over.message.includes('今日还可提现 20000.00 元'), over.message);
    assert.is((await apply(2000000)).code, 0, 'exactly the rest of the day is fine');
  } finally {
    await s.close();
  }
});

test('applyWithDrawalH5: an enterprise needs an invoice', async ({ s }) => {
  const token = await s.login('13800000005');
  const cardId = await cardOf(s, 1005);
  const without = await s.post(
    '/api/userWallet/applyWithDrawalH5',
    { amountFen: 50000, bankCardId: cardId },
    s.auth(token),
  );
  assert.is(without.code, 400);
  assert.is(without.message, '企业提现需上传发票');
  const bad = await s.post(
    '/api/userWallet/applyWithDrawalH5',
    { amountFen: 50000, bankCardId: cardId, invoiceUrl: 'javascript:alert(1)' },
    s.auth(token),
  );
  assert.is(bad.code, 400);
  const r = await s.post(
    '/api/userWallet/applyWithDrawalH5',
    { amountFen: 50000, bankCardId: cardId, invoiceUrl: await uploadedImage(s.url, s.auth(token)) },
    s.auth(token),
  );
  assert.is(r.code, 0);
});

test('every wallet route is 401 without a token', async ({ s }) => {
  for (const path of [
    '/api/userWallet/profitDetailH5',
    '/api/userWallet/userWalletRecordDetailH5',
    '/api/userWallet/myWithDrawalRecordH5',
    '/api/userWallet/applyWithDrawalH5',
  ]) {
    const r = await s.post(path, {});
    assert.is(r.status, 401, path);
    assert.is(r.code, 401);
  }
});

test.run();
