// The serving rules of a deployment: which encoding is sent, how long each file is cached.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheControl, pickEncoding } from '../../../scripts/preview/rules';

const both = ['br', 'gzip'];

test('brotli when the browser takes it, else gzip, else the file itself', () => {
  assert.is(pickEncoding('gzip, deflate, br', both), 'br');
  assert.is(pickEncoding('gzip, deflate', both), 'gzip');
  assert.is(pickEncoding('identity', both), null);
  assert.is(pickEncoding(undefined, both), null);
  assert.is(pickEncoding('br', ['gzip']), null);
});

test('q=0 refuses an encoding; * stands for the ones not named', () => {
  assert.is(pickEncoding('br;q=0, gzip;q=0.8', both), 'gzip');
  assert.is(pickEncoding('*', both), 'br');
  assert.is(pickEncoding('br;q=0, *', both), 'gzip');
  assert.is(pickEncoding('*;q=0', both), null);
});

test('chunks are immutable for a year; index.html and the service worker are revalidated', () => {
  assert.is(cacheControl('/chunks/1a2b3c4d/login.js'), 'public, max-age=31536000, immutable');
  assert.is(cacheControl('/index.html'), 'no-cache');
  assert.is(cacheControl('/sw.js'), 'no-cache');
  assert.is(cacheControl('/favicon.ico'), 'public, max-age=86400');
});

test.run();
