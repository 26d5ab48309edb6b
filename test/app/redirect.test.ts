import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { safeRedirect } from '../../src/app/redirect';
import '../../src/app/routes'; // the route table marks which pages this build has

test('a known route with its query is kept', () => {
  assert.is(safeRedirect('/pages/agreement/index?name=privacy'), '/pages/agreement/index?name=privacy');
  assert.is(
    safeRedirect(encodeURIComponent('/pages/agreement/index?name=privacy')),
    '/pages/agreement/index?name=privacy',
  );
});

test('anything else falls back to the earnings centre', () => {
  for (const bad of [
    '//evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    'https://evil.com/pages/index/index',
    '/pages/nope',
    '',
    null,
    42,
    '%E0%A4%A',
    '/pages/login/index',
    ' /pages/index/index',
    '/%2F%2Fevil.com',
  ]) {
    assert.is(safeRedirect(bad), '/pages/index/index', String(bad));
  }
});

test.run();
