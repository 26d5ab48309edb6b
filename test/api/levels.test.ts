// The role levels' names, one table for the team pages, the signing pages and the mock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MEMBER_LEVELS, roleLevelName } from '../../src/api/levels';
import { invitableLevels } from '../../src/features/team/levels';

test('levels 10, 20, 30 and 40 are 合伙人, 市级总监, 省级总监 and CMO 审核员', () => {
  assert.equal([10, 20, 30, 40].map(roleLevelName), ['合伙人', '市级总监', '省级总监', 'CMO 审核员']);
  assert.is(roleLevelName(25), undefined);
});

test('a member holds 10, 20 or 30; a partner invites up to their own level, a CMO reviewer any', () => {
  assert.equal([...MEMBER_LEVELS], [10, 20, 30]);
  assert.equal(invitableLevels(20), [10, 20]);
  assert.equal(invitableLevels(40), [10, 20, 30]);
});

test.run();
