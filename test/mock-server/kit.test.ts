// The route kit's pure parts: field readers, paging, and the seed's date rebase.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MockError, read, paginate, without } from '../../mock-server/kit';
import { rebaseDates } from '../../mock-server/seed/rebase';

function fails(fn: () => unknown): MockError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MockError) return e;
    throw e;
  }
  throw new Error('expected a MockError');
}

test('str: trimmed text; missing, wrong type, too long and bad pattern name the field', () => {
  assert.is(read.str({ name: '  张伟 ' }, 'name', '姓名'), '张伟');
  assert.is(fails(() => read.str({}, 'name', '姓名')).message, '请填写姓名');
  assert.is(fails(() => read.str({ name: '   ' }, 'name', '姓名')).message, '请填写姓名');
  assert.is(fails(() => read.str({ name: 3 }, 'name', '姓名')).message, '姓名格式不正确');
  assert.is(fails(() => read.str({ name: 'abcd' }, 'name', '姓名', { max: 3 })).message, '姓名不能超过 3 个字');
  const e = fails(() =>
    read.str({ code: '12' }, 'code', '验证码', { pattern: /^\d{6}$/, patternMessage: '验证码应为 6 位数字' }),
  );
  assert.is(e.code, 400);
  assert.is(e.httpStatus, 400);
  assert.equal(e.data, { field: 'code' });
  assert.is(read.optStr({}, 'x', 'X'), undefined);
});

test('int and oneOf: JSON numbers only, bounds, listed values', () => {
  assert.is(read.int({ n: 5 }, 'n', '数量', { min: 1 }), 5);
  for (const n of ['5', 5.5, NaN, true, [5], 2 ** 60])
    assert.is(fails(() => read.int({ n }, 'n', '数量')).message, '数量必须是整数');
  assert.is(fails(() => read.int({ n: 0 }, 'n', '数量', { min: 1 })).message, '数量不能小于 1');
  assert.is(fails(() => read.int({ n: 9 }, 'n', '数量', { max: 8 })).message, '数量不能大于 8');
  assert.is(read.oneOf({ d: 7 }, 'd', '天数', [7, 30]), 7);
  assert.is(fails(() => read.oneOf({ d: '7' }, 'd', '天数', [7, 30])).message, '天数只能是 7、30 之一');
});

test('paginate: defaults, newest first with id as tie-break, empty past the end', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    createdAt: `2025-01-${String(Math.floor(i / 2) + 1).padStart(2, '0')}T00:00:00.000Z`,
  }));
  const first = paginate(rows, {});
  assert.is(first.pageSize, 10);
  assert.is(first.total, 25);
  assert.equal(first.list.map((r) => r.id).slice(0, 3), [25, 24, 23]);
  assert.equal(
    paginate(rows, { pageNum: 3 }).list.map((r) => r.id),
    [5, 4, 3, 2, 1],
  );
  assert.equal(paginate(rows, { pageNum: 4 }).list, []);
  assert.is(paginate(rows, { pageSize: 50 }).list.length, 25);
  assert.ok(fails(() => paginate(rows, { pageSize: 51 })).message.includes('每页条数'));
});

test('without: a copy without the server-only fields', () => {
  const row = { id: 1, userId: 9, cardNo: '6222', cardTail: '2222' };
  assert.equal(without(row, 'userId', 'cardNo'), { id: 1, cardTail: '2222' });
  assert.is(row.userId, 9, 'the row itself is untouched');
});

test('rebaseDates: every ISO time moves by the whole days from the seed date to now', () => {
  const state = {
    meta: { seedDate: '2025-06-15T12:00:00.000Z' },
    rows: [{ at: '2025-06-14T10:30:00.000Z', day: '2025-06-14', name: 'x' }],
  };
  const now = new Date(2025, 5, 25, 9); // local 25 June: ten days later
  rebaseDates(state, now);
  assert.is(state.rows[0].at, '2025-06-24T10:30:00.000Z');
  assert.is(state.rows[0].day, '2025-06-14', 'plain dates are not times');
  assert.is(state.rows[0].name, 'x');
});

test('rebaseDates: a time later on the seed day never lands after now; an expiry a year ahead still moves whole days', () => {
  const state = {
    meta: { seedDate: '2025-06-15T04:00:00.000Z' },
    rows: [{ at: '2025-06-15T13:00:00.000Z', expireAt: '2026-06-15T13:00:00.000Z' }],
  };
  const now = new Date(2025, 5, 25, 6, 0, 0); // local 25 June, early morning
  rebaseDates(state, now);
  assert.ok(Date.parse(state.rows[0].at) <= now.getTime(), state.rows[0].at);
  assert.is(Date.parse(state.rows[0].expireAt) - Date.parse('2026-06-15T13:00:00.000Z'), 10 * 86400000);
});

test('rebaseDates: an order or card number carries its record’s new date (no XD2025… on a 2026 row)', () => {
  const state = {
    meta: { seedDate: '2025-06-15T04:00:00.000Z' },
    earnings: [{ orderNo: 'XD2025052866838199', createdAt: '2025-05-28T01:21:36.000Z' }],
    washCards: [{ cardNo: 'XC20241123629244', boughtAt: '2024-11-23T07:58:04.000Z' }],
    storeOrders: [{ orderNo: 'MD2025061513778864', createdAt: '2025-06-15T00:30:53.000Z' }],
  };
  rebaseDates(state, new Date(2026, 10, 26, 12));
  assert.is(state.earnings[0].createdAt.slice(0, 10), '2026-11-08');
  assert.is(state.earnings[0].orderNo, 'XD2026110866838199');
  assert.is(state.washCards[0].cardNo, `XC${state.washCards[0].boughtAt.slice(0, 10).replace(/-/g, '')}629244`);
  assert.is(state.storeOrders[0].orderNo, `MD${state.storeOrders[0].createdAt.slice(0, 10).replace(/-/g, '')}13778864`);
});

test.run();
