// Config entries, page config and the wallet summary against the real mock server.
import * as assert from 'uvu/assert';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: config, page config, wallet', { token: '13800000001' });

test('getConfig withdrawRule: the limits the server enforces', async ({ s }) => {
  const r = await s.get('/api/config/getConfig?name=withdrawRule');
  assert.is(r.code, 0);
  assert.is(r.data.minFen, 1000);
  assert.is(r.data.feeRateBp, 60);
  assert.is(r.data.minFeeFen, 100);
  assert.is(r.data.dailyMaxFen, 5000000);
  assert.ok(r.data.rulesHtml.includes('<'));
});

test('getConfig: every rich text is Chinese HTML, without a token', async ({ s }) => {
  for (const name of ['agreement', 'privacy', 'agencyTip', 'signedExplain', 'oneClickPay']) {
    const r = await s.get(`/api/config/getConfig?name=${name}`);
    assert.is(r.code, 0, name);
    assert.type(r.data, 'string');
    assert.match(r.data, /<h3>[\u4e00-\u9fa5]/);
  }
});

test('getConfig: an unknown or inherited name is a 404 envelope, no name a 400', async ({ s }) => {
  for (const name of ['nope', 'constructor', '__proto__', 'toString']) {
    const r = await s.get(`/api/config/getConfig?name=${name}`);
    assert.is(r.status, 404, name);
    assert.is(r.message, `配置项不存在：${name}`);
  }
  const missing = await s.get('/api/config/getConfig');
  assert.is(missing.status, 400);
  assert.is(missing.message, '请填写配置名称');
  const repeated = await s.get('/api/config/getConfig?name=a&name=b');
  assert.is(repeated.status, 400);
});

test('pageConfig: banners with local images, notices, a theme colour', async ({ s }) => {
  const r = await s.get('/api/pageConfig');
  assert.ok(r.data.banners.length >= 2 && r.data.banners.length <= 3);
  assert.is(r.data.notices.length, 2);
  assert.match(r.data.themeColor, /^#[0-9a-f]{6}$/i);
  for (const b of r.data.banners) {
    assert.match(b.image, /^\/mock-static\//);
    const image = await fetch(s.url + b.image);
    assert.is(image.status, 200);
    assert.match(image.headers.get('content-type') || '', /svg/);
  }
});

test('userWalletH5: balances, and profit figures that add up from the earnings', async ({ s, token }) => {
  const r = await s.get('/api/userWallet/userWalletH5', s.auth(token));
  assert.is(r.data.balanceFen, r.data.withdrawableFen + r.data.frozenFen);
  assert.ok(r.data.totalProfitFen >= r.data.monthProfitFen);
  assert.ok(r.data.monthProfitFen >= r.data.todayProfitFen);
  for (const v of Object.values(r.data)) assert.ok(Number.isInteger(v), 'money is integer fen');
  const none = await s.get('/api/userWallet/userWalletH5');
  assert.is(none.status, 401);
});

test('getH5UserInfo: the seed accounts have the roles SCREENS.md lists', async ({ s }) => {
  const expected: [string, number, number, string | null][] = [
    ['13800000002', 1, 10, 'personal'],
    ['13800000003', 1, 20, 'personal'],
    ['13800000004', 0, 10, null],
    ['13800000005', 0, 10, 'enterprise'],
    ['13800000006', 0, 40, 'personal'],
  ];
  for (const [mobile, shop, role, cert] of expected) {
    const token = await s.login(mobile);
    const { data } = await s.get('/api/user/getH5UserInfo', s.auth(token));
    assert.is(data.shopUserStatus, shop, mobile);
    assert.is(data.roleLevel, role, mobile);
    assert.is(data.certType, cert, mobile);
    assert.is(data.certStatus, cert ? 2 : 0, mobile);
  }
});

test.run();
