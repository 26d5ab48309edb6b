// Every scenario, by header, by the arming route and by the start option.
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

const USER = '/api/user/getH5UserInfo';
const test = serverSuite('mock: scenarios', { token: '13800000001' }, { resetEach: true });

const as = (s: TestServer, token: string, scenario: string) => s.auth(token, { 'X-Mock-Scenario': scenario });

test('header unauthorized: HTTP 401, code 401, even with a good token', async ({ s, token }) => {
  const r = await s.get(USER, as(s, token, 'unauthorized'));
  assert.is(r.status, 401);
  assert.equal(r.body, { code: 401, message: '登录状态已过期，请重新登录', data: null });
});

test('header business-error: HTTP 200, code 1000 with a message', async ({ s, token }) => {
  const r = await s.post('/api/userWallet/profitDetailH5', {}, as(s, token, 'business-error'));
  assert.is(r.status, 200);
  assert.is(r.code, 1000);
  assert.is(r.message, '业务处理失败（模拟场景）');
});

test('header server-error: HTTP 500 envelope', async ({ s }) => {
  const r = await s.get('/api/pageConfig', { 'X-Mock-Scenario': 'server-error' });
  assert.is(r.status, 500);
  assert.is(r.code, 500);
  assert.ok(r.message);
});

test('header drop: the connection closes with no answer', async ({ s }) => {
  let failed = false;
  await fetch(`${s.url}/api/pageConfig`, { headers: { 'X-Mock-Scenario': 'drop' } }).catch(() => (failed = true));
  assert.ok(failed);
  assert.is((await s.get('/api/pageConfig')).code, 0, 'and the server keeps serving');
});

test('header timeout: no answer (the client gives up), the server keeps serving', async ({ s }) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 300);
  let aborted = false;
  await fetch(`${s.url}/api/pageConfig`, {
    headers: { 'X-Mock-Scenario': 'timeout' },
    signal: controller.signal,
  }).catch((e) => (aborted = e.name === 'AbortError'));
  clearTimeout(timer);
  assert.ok(aborted);
  assert.is((await s.get('/api/pageConfig')).code, 0);
});

test('header slow: the normal answer, after 3 s', async ({ s, token }) => {
  const started = Date.now();
  const r = await s.get(USER, as(s, token, 'slow'));
  assert.ok(Date.now() - started >= 2900);
  assert.is(r.data.id, 1001);
});

test('header empty: list routes answer an empty page; other routes answer normally', async ({ s, token }) => {
  const r = await s.post('/api/userWallet/myWithDrawalRecordH5', { pageNum: 1 }, as(s, token, 'empty'));
  assert.equal({ ...r.data, list: r.data.list }, { list: [], total: 0, pageNum: 1, pageSize: 10 });
  const user = await s.get(USER, as(s, token, 'empty'));
  assert.is(user.data.id, 1001);
});

test('header empty: a summary agrees with its emptied list (no cards, no earnings, nothing to settle; the team in team.test)', async ({
  s,
  token,
}) => {
  const cards = await s.post('/api/user/myWashCardSummary', {}, as(s, token, 'empty'));
  assert.equal(cards.data, { total: 0, unused: 0, used: 0, expired: 0 });
  const month = await s.post('/api/userWallet/profitDetailH5', {}, as(s, token, 'empty'));
  assert.equal(month.data.summary, { totalFen: 0 });
  const director = await s.login('13800000003');
  const stores = await s.post('/api/store/listH5', {}, s.auth(director));
  const unsettled = await s.post('/api/store/unsettledH5', { id: stores.data.list[0].id }, as(s, director, 'empty'));
  assert.is(unsettled.data.amountFen, 0);
  assert.is(unsettled.data.orderCount, 0);
});

test('header with an unknown scenario: 400 naming it', async ({ s }) => {
  const r = await s.get('/api/pageConfig', { 'X-Mock-Scenario': 'explode' });
  assert.is(r.status, 400);
  assert.is(r.message, '未知的模拟场景：explode');
});

test('arming: a route answers with the scenario `times` times, then normally', async ({ s, token }) => {
  const armed = await s.post('/__mock/scenarios', { route: USER, scenario: 'server-error', times: 2 });
  assert.is(armed.code, 0);
  const listed = await s.get('/__mock/scenarios');
  assert.equal(listed.data.armed, [{ route: USER, scenario: 'server-error', times: 2 }]);
  assert.ok(listed.data.routes.some((r: { method: string; path: string }) => r.method === 'GET' && r.path === USER));
  assert.ok(listed.data.scenarios.includes('timeout'));
  assert.is((await s.get('/api/pageConfig')).code, 0, 'other routes are not affected');
  assert.is((await s.get(USER, s.auth(token))).status, 500);
  assert.is((await s.get(USER, s.auth(token))).status, 500);
  assert.is((await s.get(USER, s.auth(token))).code, 0);
  assert.equal((await s.get('/__mock/scenarios')).data.armed, []);
});

test('arming: times defaults to 1; "*" covers every route; the header wins', async ({ s, token }) => {
  await s.post('/__mock/scenarios', { route: '*', scenario: 'business-error' });
  assert.is(
    (await s.get('/api/pageConfig', { 'X-Mock-Scenario': 'normal' })).code,
    0,
    'the header wins over the arming',
  );
  assert.is((await s.get('/api/pageConfig')).code, 1000);
  assert.is((await s.get(USER, s.auth(token))).code, 0);
});

test('arming: DELETE clears; bad armings are 400', async ({ s }) => {
  await s.post('/__mock/scenarios', { route: '*', scenario: 'unauthorized', times: 5 });
  const cleared = await fetch(`${s.url}/__mock/scenarios`, { method: 'DELETE' });
  assert.is(cleared.status, 200);
  assert.is((await s.get('/api/pageConfig')).code, 0);
  assert.is((await s.post('/__mock/scenarios', { route: '/api/nope', scenario: 'slow' })).code, 400);
  assert.is((await s.post('/__mock/scenarios', { route: '*', scenario: 'melt' })).code, 400);
  assert.is((await s.post('/__mock/scenarios', { route: '*', scenario: 'slow', times: 0 })).code, 400);
});

test('start option: every route answers with the scenario until it is cleared', async () => {
  const s = await startTestServer({ scenario: 'business-error' });
  try {
    assert.is((await s.get('/api/pageConfig')).code, 1000);
    assert.is((await s.post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' })).code, 1000);
    assert.is((await s.get('/__mock/scenarios')).data.standing, 'business-error');
    await fetch(`${s.url}/__mock/scenarios`, { method: 'DELETE' });
    assert.is((await s.get('/api/pageConfig')).code, 0);
  } finally {
    await s.close();
  }
});

test('start option empty: list routes are empty', async () => {
  const s = await startTestServer({ scenario: 'empty' });
  try {
    const token = await s.login('13800000001');
    const r = await s.post('/api/userWallet/profitDetailH5', {}, s.auth(token));
    assert.is(r.data.total, 0);
    assert.equal(r.data.list, []);
  } finally {
    await s.close();
  }
});

test.run();
