// Stores against the real mock server: lists, the home, the status moves (including the
// mock's own review) and settling earnings into the wallet.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: stores', { partner: '13800000001', storeUser: '13800000002' });

const P = (name: string) => `/api/store/${name}`;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `store-${++keys}` });
const APPLY = {
  name: '洁衣坊·文一路店',
  address: '浙江省杭州市西湖区文一路 100 号',
  lat: 30.28,
  lng: 120.12,
  contact: '张伟',
  mobile: '13800000001',
  photos: ['/mock-static/store-1.svg', '/mock-static/store-2.svg'],
  licenseUrl: '/mock-static/license.svg',
};
const dbOf = (s: TestServer) => JSON.parse(readFileSync(s.dbFile, 'utf8'));

/** Moves a store's review clock back, as if `ms` had passed since the user submitted. */
async function age(s: TestServer, id: number, ms: number) {
  const r = await fetch(`${s.url}/__mock/db/stores/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reviewClockAt: new Date(Date.now() - ms).toISOString() }),
  });
  assert.is(r.status, 200);
}

test('every store route answers 401 without a token', async ({ s }) => {
  for (const name of [
    'applyH5',
    'listH5',
    'detailH5',
    'homeH5',
    'setEarningsH5',
    'activateH5',
    'uploadInfoH5',
    'settleH5',
  ]) {
    const r = await s.post(P(name), {});
    assert.is(r.status, 401, name);
  }
});

test('listH5: own stores newest first, by status, no server fields', async ({ s, storeUser }) => {
  const all = await s.post(P('listH5'), {}, s.auth(storeUser));
  assert.is(all.data.total, 6);
  const first = all.data.list[0];
  for (const field of ['userId', 'createdAt', 'reviewClockAt']) assert.is(first[field], undefined, field);
  const active = await s.post(P('listH5'), { status: 3 }, s.auth(storeUser));
  assert.is(active.data.total, 1);
  assert.is(active.data.list[0].status, 3);
  const bad = await s.post(P('listH5'), { status: 7 }, s.auth(storeUser));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('门店状态'));
});

test('detailH5: own store only (404 otherwise)', async ({ s, storeUser, partner }) => {
  const list = await s.post(P('listH5'), {}, s.auth(storeUser));
  const store = list.data.list[0];
  const detail = await s.post(P('detailH5'), { id: store.id }, s.auth(storeUser));
  assert.equal(detail.data, store);
  const foreign = await s.post(P('detailH5'), { id: store.id }, s.auth(partner));
  assert.is(foreign.status, 404);
  const missing = await s.post(P('detailH5'), {}, s.auth(storeUser));
  assert.is(missing.status, 400);
});

test("homeH5: the active store, today's figures from its orders, entries for an active store", async ({
  s,
  storeUser,
  partner,
}) => {
  const home = await s.post(P('homeH5'), {}, s.auth(storeUser));
  assert.is(home.data.store.status, 3);
  assert.is(home.data.storeCount, 6);
  assert.ok(home.data.todayOrderCount >= 4, String(home.data.todayOrderCount));
  assert.ok(home.data.todayEarningsFen > 0);
  const unsettled = dbOf(s)
    .storeOrders.filter((o: { userId: number; settled: boolean }) => o.userId === 1002 && !o.settled)
    .reduce((sum: number, o: { shareFen: number }) => sum + o.shareFen, 0);
  assert.is(home.data.unsettledFen, unsettled);
  const keysOf = home.data.entries.map((e: { key: string }) => e.key);
  assert.ok(keysOf.includes('settle') && keysOf.includes('setEarnings') && !keysOf.includes('activate'), keysOf.join());
  const none = await s.post(P('homeH5'), {}, s.auth(partner));
  assert.is(none.data.store, null);
  assert.is(none.data.todayOrderCount, 0);
});

test('applyH5 → 0 applied → (review) 1 → 2 approved → activateH5 → 3; activation only from 2', async ({
  s,
  partner,
}) => {
  const headers = s.auth(partner, key());
  const applied = await s.post(P('applyH5'), APPLY, headers);
  assert.is(applied.code, 0, applied.message);
  assert.is(applied.data.status, 0);
  assert.is(applied.data.sharePercent, 20);
  const replay = await s.post(P('applyH5'), APPLY, headers);
  assert.equal(replay.data, applied.data, 'same key and body: the first answer');
  const id: number = applied.data.id;
  const early = await s.post(P('activateH5'), { id }, s.auth(partner));
  assert.is(early.status, 409);
  assert.is(early.message, '门店已提交，不能激活（只有审核通过待激活的门店可以激活）');

  assert.is((await s.post(P('detailH5'), { id }, s.auth(partner))).data.status, 0, 'too early to move');
  await age(s, id, 3500);
  assert.is((await s.post(P('detailH5'), { id }, s.auth(partner))).data.status, 1);
  await age(s, id, 6500);
  const listed = await s.post(P('listH5'), { status: 2 }, s.auth(partner));
  assert.ok(
    listed.data.list.some((x: { id: number }) => x.id === id),
    'a list read moves it too',
  );
  assert.is(dbOf(s).stores.find((x: { id: number }) => x.id === id).status, 2, 'the move is saved');
  const home = await s.post(P('homeH5'), {}, s.auth(partner));
  assert.ok(
    home.data.entries.some((e: { key: string; path: string }) => e.key === 'activate' && e.path.endsWith(`id=${id}`)),
  );

  const active = await s.post(P('activateH5'), { id }, s.auth(partner));
  assert.is(active.data.status, 3);
  assert.ok(active.data.activatedAt);
  const again = await s.post(P('activateH5'), { id }, s.auth(partner));
  assert.is(again.status, 409);
});

test('applyH5: each rule answers a 400 naming the field; a second store of the same name 409', async ({
  s,
  partner,
}) => {
  const cases: [object, string][] = [
    [{ ...APPLY, name: '' }, '门店名称'],
    [{ ...APPLY, photos: [] }, '请至少上传 1 张门店照片'],
    [{ ...APPLY, photos: Array(10).fill('/mock-static/store-1.svg') }, '最多 9 张'],
    [{ ...APPLY, licenseUrl: undefined }, '请上传营业执照'],
    [{ ...APPLY, mobile: '12345' }, '联系电话'],
    [{ ...APPLY, lat: 91 }, '纬度'],
    [{ ...APPLY, contact: '' }, '联系人'],
  ];
  for (const [body, text] of cases) {
    const r = await s.post(P('applyH5'), body, s.auth(partner, key()));
    assert.is(r.status, 400, text);
    assert.ok(r.message.includes(text), `${text} ← ${r.message}`);
  }
  const same = await s.post(P('applyH5'), APPLY, s.auth(partner, key()));
  assert.is(same.status, 409);
  assert.ok(same.message.includes('洁衣坊·文一路店'));
});

test('setEarningsH5: an integer 1 to 100, only for approved or active stores', async ({ s, storeUser }) => {
  const active = (await s.post(P('listH5'), { status: 3 }, s.auth(storeUser))).data.list[0];
  for (const sharePercent of [0, 101, 12.5, '30']) {
    const r = await s.post(P('setEarningsH5'), { id: active.id, sharePercent }, s.auth(storeUser));
    assert.is(r.status, 400, String(sharePercent));
    assert.ok(r.message.includes('收益比例'), r.message);
  }
  const set = await s.post(P('setEarningsH5'), { id: active.id, sharePercent: 35 }, s.auth(storeUser));
  assert.is(set.data.sharePercent, 35);
  assert.is((await s.post(P('detailH5'), { id: active.id }, s.auth(storeUser))).data.sharePercent, 35);
  const closed = (await s.post(P('listH5'), { status: 5 }, s.auth(storeUser))).data.list[0];
  const refused = await s.post(P('setEarningsH5'), { id: closed.id, sharePercent: 35 }, s.auth(storeUser));
  assert.is(refused.status, 409);
});

test('uploadInfoH5: a rejected store goes back to 1 reviewing (then approved by the review); others 409', async ({
  s,
  storeUser,
}) => {
  const rejected = (await s.post(P('listH5'), { status: 4 }, s.auth(storeUser))).data.list[0];
  assert.ok(rejected.reason);
  const body = { id: rejected.id, licenseUrl: '/mock-static/license.svg', photos: ['/mock-static/store-3.svg'] };
  const noPhotos = await s.post(P('uploadInfoH5'), { ...body, photos: [] }, s.auth(storeUser));
  assert.is(noPhotos.status, 400);
  const resubmitted = await s.post(P('uploadInfoH5'), body, s.auth(storeUser));
  assert.is(resubmitted.data.status, 1);
  assert.is(resubmitted.data.reason, undefined);
  assert.equal(resubmitted.data.photos, body.photos);
  const twice = await s.post(P('uploadInfoH5'), body, s.auth(storeUser));
  assert.is(twice.status, 409);
  await age(s, rejected.id, 6500);
  assert.is((await s.post(P('detailH5'), { id: rejected.id }, s.auth(storeUser))).data.status, 2);
});

test('settleH5: unsettled earnings into the wallet with a record; then nothing to settle (400)', async ({
  s,
  storeUser,
  partner,
}) => {
  const active = (await s.post(P('listH5'), { status: 3 }, s.auth(storeUser))).data.list[0];
  const expected = dbOf(s).storeOrders.filter(
    (o: { storeId: number; settled: boolean }) => o.storeId === active.id && !o.settled,
  );
  const amount = expected.reduce((sum: number, o: { shareFen: number }) => sum + o.shareFen, 0);
  assert.ok(amount > 0);
  const before = await s.get('/api/userWallet/userWalletH5', s.auth(storeUser));
  const headers = s.auth(storeUser, key());
  const settled = await s.post(P('settleH5'), { id: active.id }, headers);
  assert.is(settled.code, 0, settled.message);
  assert.equal(settled.data, {
    storeId: active.id,
    amountFen: amount,
    orderCount: expected.length,
    balanceFen: before.data.balanceFen + amount,
  });
  const after = await s.get('/api/userWallet/userWalletH5', s.auth(storeUser));
  assert.is(after.data.balanceFen, before.data.balanceFen + amount);
  assert.is(after.data.withdrawableFen, before.data.withdrawableFen + amount);
  const record = dbOf(s)
    .walletRecords.filter((r: { userId: number }) => r.userId === 1002)
    .pop();
  assert.is(record.amountFen, amount);
  assert.is(record.balanceAfterFen, after.data.balanceFen);
  assert.ok(record.title.includes(active.name));

  const replay = await s.post(P('settleH5'), { id: active.id }, headers);
  assert.equal(replay.data, settled.data);
  assert.is(
    (await s.get('/api/userWallet/userWalletH5', s.auth(storeUser))).data.balanceFen,
    after.data.balanceFen,
    'a replay moves no money',
  );
  const nothing = await s.post(P('settleH5'), { id: active.id }, s.auth(storeUser, key()));
  assert.is(nothing.status, 400);
  assert.ok(nothing.message.includes('暂无可结算'));
  const foreign = await s.post(P('settleH5'), { id: active.id }, s.auth(partner, key()));
  assert.is(foreign.status, 404);
});

test.run();
