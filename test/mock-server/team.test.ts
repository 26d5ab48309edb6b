// Team members, team summary, customers and wash cards against the real mock server.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: team, customers, wash cards', { token: '13800000001' });

const ROUTES = ['myTeamRecord', 'myTeamSummary', 'myCustomerH5', 'myWashCardSummary', 'myWashCardRecord'].map(
  (r) => `/api/user/${r}`,
);

test('every team route answers 401 without a token', async ({ s }) => {
  for (const path of ROUTES) {
    const r = await s.post(path, {});
    assert.is(r.status, 401, path);
    assert.is(r.code, 401, path);
  }
});

test('myTeamRecord: pages of 10, newest joined first, no owner fields, empty past the end', async ({ s, token }) => {
  const first = await s.post('/api/user/myTeamRecord', {}, s.auth(token));
  assert.is(first.code, 0);
  assert.is(first.data.list.length, 10);
  assert.ok(first.data.total >= 60, String(first.data.total));
  const joined = first.data.list.map((m: { joinedAt: string }) => m.joinedAt);
  assert.equal(joined, [...joined].sort().reverse());
  assert.is(first.data.list[0].userId, undefined);
  assert.is(first.data.list[0].mobile, undefined, 'the full mobile stays on the server');
  assert.match(first.data.list[0].mobileMasked, /^1\d{2}\*{4}\d{4}$/);
  const past = await s.post('/api/user/myTeamRecord', { pageNum: 99 }, s.auth(token));
  assert.equal(past.data.list, []);
});

test('the empty scenario is a partner without a team: the page and the summary agree', async ({ s, token }) => {
  const empty = await s.post('/api/user/myTeamRecord', {}, s.auth(token, { 'X-Mock-Scenario': 'empty' }));
  assert.equal([empty.data.list, empty.data.total], [[], 0]);
  const summary = await s.post('/api/user/myTeamSummary', {}, s.auth(token, { 'X-Mock-Scenario': 'empty' }));
  assert.is(summary.data.total, 0);
});

test('myTeamRecord: filters by level and keyword', async ({ s, token }) => {
  const all = await s.post('/api/user/myTeamRecord', { pageSize: 50 }, s.auth(token));
  const directors = await s.post('/api/user/myTeamRecord', { level: 20, pageSize: 50 }, s.auth(token));
  assert.ok(directors.data.total > 0 && directors.data.total < all.data.total);
  assert.ok(directors.data.list.every((m: { level: number }) => m.level === 20));
  const name: string = all.data.list[3].nickname;
  const found = await s.post('/api/user/myTeamRecord', { keyword: name }, s.auth(token));
  assert.ok(found.data.total >= 1);
  assert.ok(found.data.list.every((m: { nickname: string }) => m.nickname.includes(name)));
  const none = await s.post('/api/user/myTeamRecord', { keyword: '查无此人' }, s.auth(token));
  assert.is(none.data.total, 0);
});

test('myTeamRecord: a bad level is a 400 naming 成员级别', async ({ s, token }) => {
  const r = await s.post('/api/user/myTeamRecord', { level: 15 }, s.auth(token));
  assert.is(r.status, 400);
  assert.ok(r.message.includes('成员级别'), r.message);
});

test('myTeamRecord with {id}: one member of the own team, 404 for another team', async ({ s, token }) => {
  const page = await s.post('/api/user/myTeamRecord', {}, s.auth(token));
  const member = page.data.list[0];
  const one = await s.post('/api/user/myTeamRecord', { id: member.id }, s.auth(token));
  assert.equal(one.data, member);
  const other = await s.login('13800000003');
  const foreign = await s.post('/api/user/myTeamRecord', { id: member.id }, s.auth(other));
  assert.is(foreign.status, 404);
  assert.ok(foreign.message.includes('不在你的团队'));
});

test('myTeamSummary: totals agree with the member list', async ({ s, token }) => {
  const summary = await s.post('/api/user/myTeamSummary', {}, s.auth(token));
  const all = await s.post('/api/user/myTeamRecord', { pageSize: 50 }, s.auth(token));
  assert.is(summary.data.total, all.data.total);
  const byLevel = Object.fromEntries(
    summary.data.byLevel.map((l: { level: number; count: number }) => [l.level, l.count]),
  );
  const directors = await s.post('/api/user/myTeamRecord', { level: 20 }, s.auth(token));
  assert.is(byLevel[20], directors.data.total);
  assert.is(byLevel[10] + byLevel[20] + byLevel[30], summary.data.total);
  assert.is(summary.data.byLevel[1].levelName, '市级总监');
  assert.ok(Number.isInteger(summary.data.salesFen) && summary.data.salesFen > 0);
  assert.ok(summary.data.newThisMonth >= 0 && summary.data.newThisMonth <= summary.data.total);
});

test('myCustomerH5: latest order first, keyword filter, bad keyword type is a 400', async ({ s, token }) => {
  const first = await s.post('/api/user/myCustomerH5', {}, s.auth(token));
  assert.ok(first.data.total >= 30);
  const withOrders = first.data.list
    .filter((c: { lastOrderAt: string | null }) => c.lastOrderAt)
    .map((c: { lastOrderAt: string }) => c.lastOrderAt);
  assert.equal(withOrders, [...withOrders].sort().reverse());
  const name: string = first.data.list[0].nickname;
  const found = await s.post('/api/user/myCustomerH5', { keyword: name }, s.auth(token));
  assert.ok(found.data.total >= 1 && found.data.list.every((c: { nickname: string }) => c.nickname.includes(name)));
  const bad = await s.post('/api/user/myCustomerH5', { keyword: 12 }, s.auth(token));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('搜索关键词'));
});

test('myWashCardSummary counts match myWashCardRecord by status', async ({ s, token }) => {
  const summary = await s.post('/api/user/myWashCardSummary', {}, s.auth(token));
  assert.ok(summary.data.total >= 50);
  assert.is(summary.data.unused + summary.data.used + summary.data.expired, summary.data.total);
  for (const status of ['unused', 'used', 'expired']) {
    const page = await s.post('/api/user/myWashCardRecord', { status, pageSize: 50 }, s.auth(token));
    assert.is(page.data.total, summary.data[status], status);
    assert.ok(page.data.total > 0, `the seed has ${status} cards`);
    assert.ok(
      page.data.list.every((c: { status: string }) => c.status === status),
      status,
    );
  }
});

test('myWashCardRecord: newest bought first; an unknown status is a 400', async ({ s, token }) => {
  const page = await s.post('/api/user/myWashCardRecord', { pageSize: 20 }, s.auth(token));
  const bought = page.data.list.map((c: { boughtAt: string }) => c.boughtAt);
  assert.equal(bought, [...bought].sort().reverse());
  const bad = await s.post('/api/user/myWashCardRecord', { status: 'lost' }, s.auth(token));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('洗护卡状态'));
});

test('a user with nothing gets empty pages and zero summaries', async ({ s }) => {
  const token = await s.login('13800000004');
  const team = await s.post('/api/user/myTeamRecord', {}, s.auth(token));
  assert.equal(team.data.list, []);
  const summary = await s.post('/api/user/myWashCardSummary', {}, s.auth(token));
  assert.equal(summary.data, { total: 0, unused: 0, used: 0, expired: 0 });
});

test('myTeamRecord: sort by team size and by sales puts the most first; an unknown sort is a 400', async ({
  s,
  token,
}) => {
  for (const [sort, field] of [
    ['teamSize', 'teamSize'],
    ['sales', 'salesFen'],
  ] as const) {
    const page = await s.post('/api/user/myTeamRecord', { sort, pageSize: 50 }, s.auth(token));
    assert.is(page.code, 0, sort);
    const values: number[] = page.data.list.map((m: Record<string, number>) => m[field]);
    assert.equal(
      values,
      [...values].sort((a, b) => b - a),
      sort,
    );
  }
  const joined = await s.post('/api/user/myTeamRecord', { sort: 'joined', pageSize: 50 }, s.auth(token));
  const dates = joined.data.list.map((m: { joinedAt: string }) => m.joinedAt);
  assert.equal(dates, [...dates].sort().reverse());
  const bad = await s.post('/api/user/myTeamRecord', { sort: 'age' }, s.auth(token));
  assert.is(bad.code, 400);
});

test('myTeamRecord: the full mobile finds the member, the answer keeps the mask', async ({ s, token }) => {
  const seed = JSON.parse(readFileSync(s.dbFile, 'utf8')) as {
    teamMembers: { userId: number; mobile: string; mobileMasked: string }[];
  };
  const member = seed.teamMembers.find((m) => m.userId === 1001)!;
  const found = await s.post('/api/user/myTeamRecord', { keyword: member.mobile }, s.auth(token));
  assert.is(found.data.total, 1);
  assert.is(found.data.list[0].mobileMasked, member.mobileMasked);
  assert.is(found.data.list[0].mobile, undefined);
  const masked = await s.post('/api/user/myTeamRecord', { keyword: member.mobileMasked }, s.auth(token));
  assert.ok(masked.data.total >= 1);
});

test('myCustomerH5: customers without an order stay in the list with no last order', async ({ s, token }) => {
  const all = await s.post('/api/user/myCustomerH5', { pageSize: 50 }, s.auth(token));
  const never = all.data.list.filter((c: { lastOrderAt: string | null }) => c.lastOrderAt === null);
  assert.ok(never.length >= 1);
  assert.ok(never.every((c: { cardCount: number }) => c.cardCount === 0));
});

test.run();
