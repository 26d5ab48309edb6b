import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readJson, write, readText, remove } from '../../src/lib/storage';

test('reads back what was written', () => {
  write('k', { a: 1 });
  assert.equal(readJson('k'), { a: 1 });
});

test('corrupt JSON is dropped, not thrown', () => {
  localStorage.setItem('k', '{not json');
  assert.is(readJson('k'), null);
  assert.is(readText('k'), null, 'the corrupt entry is removed');
});

test('a value of the wrong shape is dropped', () => {
  write('k', [1, 2]);
  const isObj = (v: unknown): v is object => !!v && typeof v === 'object' && !Array.isArray(v);
  assert.is(readJson('k', 'local', isObj), null);
  remove('k');
});

test.run();
