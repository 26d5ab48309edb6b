// The contract client functions reach their routes, across a partner, a store user and the CMO.
import * as assert from 'uvu/assert';
import { newIdempotencyKey } from '../../src/api/http';
import { token } from '../../src/app/state/session';
import {
  applyIdentity,
  applyList,
  cmoConfirmList,
  cmoReview,
  cmoReviewUrl,
  fourSignThreeContract,
  ignoreApply,
  previewContract,
  sendInvite,
  userContractList,
  userLevelThreeList,
} from '../../src/api/contract';
import { getSignVerifyCode } from '../../src/api/common';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: applications and contracts', '13800000001');

test('the partner: lists, invite, ignore, preview, contracts', async () => {
  const team = await applyList({ scope: 'team', status: 0 });
  assert.ok(team.total > 0);
  assert.is((await ignoreApply(team.list[0].id)).status, 4);
  assert.is((await sendInvite({ mobile: '13700001111', level: 10 }, newIdempotencyKey())).mobileMasked, '137****1111');
  assert.ok((await userLevelThreeList()).total >= 60);
  assert.match((await previewContract({ level: 30, region: '330000' })).url, /^\/mock-contract\/preview\?/);
  assert.ok((await userContractList({ kind: 'agency' })).list.every((c) => c.kind === 'agency'));
});

test('a store user applies and signs; the CMO lists, opens and approves', async ({ s }) => {
  token.value = await s.login('13800000002');
  const app = await applyIdentity({ level: 20, region: '330100' }, newIdempotencyKey());
  assert.is((await applyList()).list[0].id, app.id);
  await getSignVerifyCode('13800000002');
  const contract = await fourSignThreeContract(
    { applyId: app.id, signatureUrl: '/mock-static/license.svg', code: '123456' },
    newIdempotencyKey(),
  );
  assert.is(contract.status, 2);
  token.value = await s.login('13800000006');
  assert.ok((await cmoConfirmList({ pageSize: 50 })).list.some((a) => a.id === app.id));
  // the same document, in a link signed for the reviewer
  assert.is((await cmoReviewUrl(app.id)).url.split('?')[0], contract.url.split('?')[0]);
  assert.is((await cmoReview({ id: app.id, approve: true }, newIdempotencyKey())).status, 2);
});

test.run();
