import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readHashUrl, splitUrl } from '../../src/app/navigation';

test('hash to url: garbage becomes /', () => {
  assert.is(readHashUrl('#/pages/index/index?a=1'), '/pages/index/index?a=1');
  assert.is(readHashUrl(''), '/');
  assert.is(readHashUrl('#evil'), '/');
  assert.is(readHashUrl('#//evil.com'), '/');
});

test('path and query of a url; a malformed escape gives no query, not a crash', () => {
  assert.equal(splitUrl('/pages/withdraw/index/?x=1&y=%E4%BD%A0'), {
    path: '/pages/withdraw/index',
    query: { x: '1', y: '你' },
  });
  assert.equal(splitUrl('/').path, '/');
  assert.not.throws(() => splitUrl('/a?x=%E0%A4%A'));
});

test.run();
