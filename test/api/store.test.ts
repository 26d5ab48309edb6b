// The store client functions reach their routes.
import * as assert from 'uvu/assert';
import {
  activateStore,
  applyStore,
  setStoreEarnings,
  settleStore,
  storeDetail,
  storeHome,
  storeList,
  uploadStoreInfo,
} from '../../src/api/store';
import { type ApiError, newIdempotencyKey } from '../../src/api/http';
import { apiSuite } from '../helpers/api-suite';
import { STORE_APPLICATION } from '../helpers/store-application';

const test = apiSuite('api: stores', '13800000002');

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: ApiError) => e,
  );

test('home, list, detail, earnings share, settlement', async () => {
  const home = await storeHome();
  assert.ok(home.store && home.store.status === 3);
  const active = (await storeList({ status: 3 })).list[0];
  assert.equal(await storeDetail(active.id), active);
  assert.is((await setStoreEarnings(active.id, 40)).sharePercent, 40);
  const settled = await settleStore(active.id, newIdempotencyKey());
  assert.is(settled.amountFen, home.unsettledFen, 'the user has one active store');
});

test('apply, re-submit a rejected store, activation refused before approval', async () => {
  const applied = await applyStore(STORE_APPLICATION, newIdempotencyKey());
  assert.is(applied.status, 0);
  assert.is((await rejection(activateStore(applied.id))).code, 409);
  const rejected = (await storeList({ status: 4 })).list[0];
  assert.is((await uploadStoreInfo(rejected.id, '/mock-static/license.svg', ['/mock-static/store-2.svg'])).status, 1);
});

test.run();
