// The mock's store review outcome a developer picks (approve, reject with a reason, hold in
// 审核中), its step length, and one store's unsettled earnings against what settling moves.
import * as assert from 'uvu/assert';
import type { TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';
import { STORE_APPLICATION } from '../helpers/store-application';

const test = serverSuite('mock: store review outcome and per-store settlement', {
  partner: '13800000004',
  director: '13800000003',
});

const P = (name: string) => `/api/store/${name}`;
let n = 0;
const apply = (s: TestServer, token: string) =>
  s.post(
    P('applyH5'),
    { ...STORE_APPLICATION, name: `洁衣坊·测试${++n}号店` },
    s.auth(token, { 'Idempotency-Key': `review-${n}` }),
  );
const status = async (s: TestServer, token: string, id: number) =>
  (await s.post(P('detailH5'), { id }, s.auth(token))).data;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const review = (s: TestServer, body: object) => s.post('/__mock/review', body);

test('the review answers approve by default, with a 3000 ms step', async ({ s }) => {
  const now = await s.get('/__mock/review');
  assert.is(now.data.outcome, 'approve');
  assert.is(now.data.stepMs, 3000);
  assert.equal(now.data.outcomes, ['approve', 'reject', 'hold']);
});

test('a shortened step: applied → 审核中 after one step → approved after two', async ({ s, partner }) => {
  // Watched by polling, and held only to lower bounds: a loaded machine delays an answer, never
  // brings one forward, so fixed sleeps read the wrong step there.
  const stepMs = 400;
  assert.is((await review(s, { stepMs })).code, 0);
  const sent = Date.now();
  const id = (await apply(s, partner)).data.id;
  const seen: [number, number][] = [];
  while (seen.at(-1)?.[0] !== 2 && Date.now() - sent < 10000) {
    const now = (await status(s, partner, id)).status;
    // the server read its clock before this answer came, so a step is seen no earlier than it is
    if (seen.at(-1)?.[0] !== now) seen.push([now, Date.now() - sent]);
    await sleep(50);
  }
  assert.equal(
    seen.map(([st]) => st),
    [0, 1, 2],
  );
  assert.ok(seen[1][1] >= stepMs - 5 && seen[2][1] >= 2 * stepMs - 5, `steps at ${JSON.stringify(seen)}`);
});

test('reject: the store ends 4 with a reason; re-submitted it is reviewed again', async ({ s, partner }) => {
  await review(s, { outcome: 'reject', stepMs: 100 });
  const id = (await apply(s, partner)).data.id;
  await sleep(220);
  const refused = await status(s, partner, id);
  assert.is(refused.status, 4);
  assert.is(refused.reason, '门店照片不清晰，请重新上传门头和店内照片');
  await review(s, { outcome: 'approve' });
  const again = await s.post(
    P('uploadInfoH5'),
    { id, licenseUrl: '/mock-static/license.svg', photos: ['/mock-static/store-2.svg'] },
    s.auth(partner),
  );
  assert.is(again.data.status, 1);
  await sleep(120);
  assert.is((await status(s, partner, id)).status, 2);
});

test('hold: the store stays 审核中 until the outcome changes', async ({ s, partner }) => {
  await review(s, { outcome: 'hold', stepMs: 100 });
  const id = (await apply(s, partner)).data.id;
  await sleep(350);
  assert.is((await status(s, partner, id)).status, 1);
  await review(s, { outcome: 'approve' });
  assert.is((await status(s, partner, id)).status, 2);
});

test('an unknown outcome or a step out of range is a 400', async ({ s }) => {
  assert.is((await review(s, { outcome: 'maybe' })).status, 400);
  assert.is((await review(s, { stepMs: 10 })).status, 400);
  await review(s, { outcome: 'approve', stepMs: 3000 });
});

test("unsettledH5: one store's orders and amount; settling moves exactly that, the other store keeps its own", async ({
  s,
  director,
}) => {
  const active = (await s.post(P('listH5'), { status: 3 }, s.auth(director))).data.list;
  assert.is(active.length, 2);
  const [a, b] = await Promise.all(
    active.map(async (x: { id: number }) => (await s.post(P('unsettledH5'), { id: x.id }, s.auth(director))).data),
  );
  assert.ok(a.amountFen > 0 && b.amountFen > 0);
  assert.is(
    a.orders.reduce((sum: number, o: { shareFen: number }) => sum + o.shareFen, 0),
    a.amountFen,
    'fewer than 20 orders: all listed',
  );
  assert.is(a.orders.length, a.orderCount);
  const before = (await s.get('/api/userWallet/userWalletH5', s.auth(director))).data.balanceFen;
  const settled = await s.post(P('settleH5'), { id: a.storeId }, s.auth(director, { 'Idempotency-Key': 'one-store' }));
  assert.is(settled.data.amountFen, a.amountFen);
  assert.is(settled.data.orderCount, a.orderCount);
  assert.is(settled.data.balanceFen, before + a.amountFen);
  const left = (await s.post(P('unsettledH5'), { id: a.storeId }, s.auth(director))).data;
  assert.equal([left.orderCount, left.amountFen, left.orders], [0, 0, []]);
  assert.equal((await s.post(P('unsettledH5'), { id: b.storeId }, s.auth(director))).data, b);
});

test('unsettledH5: 404 for a store of someone else', async ({ s, partner }) => {
  const other = await s.post(P('unsettledH5'), { id: 7 }, s.auth(partner));
  assert.is(other.status, 404);
});

test.run();
