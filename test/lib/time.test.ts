import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate, formatDateTime, monthKey, formatMonth, relativeTime } from '../../src/lib/time';

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

const now = new Date(2026, 0, 31, 12, 0, 0).getTime();
const MIN = 60_000;
const ago = (ms: number) => new Date(now - ms).toISOString();

test('relative time: under 5 minutes is 刚刚, and so is a time a little ahead of this phone', () => {
  assert.is(relativeTime(ago(0), now), '刚刚');
  assert.is(relativeTime(ago(5 * MIN - 1000), now), '刚刚');
  assert.is(relativeTime(new Date(now + 30_000).toISOString(), now), '刚刚');
});

test('relative time: then minutes, hours and days up to 30 days', () => {
  assert.is(relativeTime(ago(5 * MIN), now), '5分钟前');
  assert.is(relativeTime(ago(59 * MIN), now), '59分钟前');
  assert.is(relativeTime(ago(60 * MIN), now), '1小时前');
  assert.is(relativeTime(ago(24 * 60 * MIN - MIN), now), '23小时前');
  assert.is(relativeTime(ago(24 * 60 * MIN), now), '1天前');
  assert.is(relativeTime(ago(30 * 24 * 60 * MIN), now), '30天前');
});

test('relative time: beyond 30 days the date; broken input shows as --', () => {
  assert.is(relativeTime(ago(31 * 24 * 60 * MIN), now), '2025-12-31');
  assert.is(relativeTime(new Date(2025, 5, 3, 8).toISOString(), now), '2025-06-03');
  assert.is(relativeTime('not a date', now), '--');
  assert.is(relativeTime(null, now), '--');
});

test.run();
