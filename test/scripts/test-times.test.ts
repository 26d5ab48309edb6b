// How npm test's summary writes a duration (scripts/test/times.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { secs } from '../../scripts/test/times.mjs';

test('tenths under a minute, minutes and whole seconds above', () => {
  assert.is(secs(3.26), '3.3 s');
  assert.is(secs(59.9), '59.9 s');
  assert.is(secs(65.4), '1 min 05 s');
});

test('a time that rounds up to the next minute carries into it', () => {
  assert.is(secs(239.6), '4 min 00 s');
  assert.is(secs(59.96), '1 min 00 s');
});

test.run();
