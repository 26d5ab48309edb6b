// The team client functions reach their routes and read their answers.
import * as assert from 'uvu/assert';
import {
  myCustomerH5,
  myTeamMember,
  myTeamRecord,
  myTeamSummary,
  myWashCardRecord,
  myWashCardSummary,
} from '../../src/api/team';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: team', '13800000001');

test('members, one member, summary', async () => {
  const page = await myTeamRecord({ level: 20, pageSize: 5 });
  assert.is(page.pageSize, 5);
  assert.ok(page.list.every((m) => m.level === 20));
  assert.equal(await myTeamMember(page.list[0].id), page.list[0]);
  const summary = await myTeamSummary();
  assert.is(summary.byLevel.find((l) => l.level === 20)?.count, page.total);
});

test('customers and wash cards', async () => {
  assert.ok((await myCustomerH5({ keyword: '' })).total >= 30);
  const summary = await myWashCardSummary();
  assert.is((await myWashCardRecord({ status: 'used' })).total, summary.used);
});

test.run();
