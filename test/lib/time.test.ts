import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate, formatDateTime, monthKey, formatMonth } from '../../src/lib/time';

test('dates and times in local time, zero-padded', () => {
  const local = new Date(2026, 0, 5, 9, 7).toISOString();
  assert.is(formatDate(local), '2026-01-05');
  assert.is(formatDateTime(local), '2026-01-05 09:07');
});

test('missing or broken times show as --', () => {
  assert.is(formatDate(null), '--');
  assert.is(formatDateTime(''), '--');
  assert.is(formatDateTime('not a date'), '--');
});

test('month keys and their Chinese form', () => {
  assert.is(monthKey(new Date(2026, 10, 30)), '2026-11');
  assert.is(monthKey(new Date(2026, 0, 1)), '2026-01');
  assert.is(formatMonth('2026-03'), '2026年3月');
  assert.is(formatMonth('bad'), 'bad');
});

test.run();
