// Addresses against the real mock server, above all: exactly one default at all times.
import * as assert from 'uvu/assert';
import type { TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: addresses', { partner: '13800000001', fresh: '13800000004' });

const P = (name: string) => `/api/address/${name}`;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `address-${++keys}` });
const HOME = {
  name: '赵敏',
  mobile: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 478 号 3 幢 201 室',
  lat: 30.28,
  lng: 120.13,
};

interface Row {
  id: number;
  isDefault: boolean;
  detail: string;
}
async function list(s: TestServer, token: string): Promise<Row[]> {
  return (await s.post(P('listH5'), { pageSize: 20 }, s.auth(token))).data.list;
}
const defaults = (rows: Row[]) => rows.filter((a) => a.isDefault).map((a) => a.id);

test('every address route answers 401 without a token', async ({ s }) => {
  for (const name of ['listH5', 'saveH5', 'deleteH5', 'setDefaultH5']) {
    assert.is((await s.post(P(name), {})).status, 401, name);
  }
});

test("listH5: a page of the user's addresses, the default first, no owner field", async ({ s, partner }) => {
  const page = await s.post(P('listH5'), {}, s.auth(partner));
  assert.equal([page.data.total, page.data.pageNum, page.data.pageSize], [3, 1, 10]);
  const rows = await list(s, partner);
  assert.is(rows.length, 3);
  assert.ok(rows[0].isDefault);
  assert.is(defaults(rows).length, 1);
  const others = rows.slice(1).map((a) => a.id);
  assert.equal(
    others,
    [...others].sort((a, b) => b - a),
    'then the newest',
  );
  assert.is((rows[0] as unknown as { userId?: number }).userId, undefined);
});

test('exactly one default: first saved, moved by isDefault and setDefaultH5, passed on by delete and un-default', async ({
  s,
  fresh,
}) => {
  const first = await s.post(P('saveH5'), { ...HOME, isDefault: false }, s.auth(fresh, key()));
  assert.is(first.code, 0, first.message);
  assert.ok(first.data.isDefault, 'the first address is the default whatever was asked');
  const second = await s.post(P('saveH5'), { ...HOME, detail: '教工路 18 号 1 幢 101 室' }, s.auth(fresh, key()));
  assert.not.ok(second.data.isDefault);
  const third = await s.post(
    P('saveH5'),
    { ...HOME, detail: '莫干山路 100 号 2 幢 302 室', isDefault: true },
    s.auth(fresh, key()),
  );
  let rows = await list(s, fresh);
  assert.equal(defaults(rows), [third.data.id]);
  assert.is(rows[0].id, third.data.id, 'default first');

  await s.post(P('setDefaultH5'), { id: first.data.id }, s.auth(fresh));
  assert.equal(defaults(await list(s, fresh)), [first.data.id]);

  // un-defaulting the default passes it to the newest other address
  const undefaulted = await s.post(P('saveH5'), { ...HOME, id: first.data.id, isDefault: false }, s.auth(fresh, key()));
  assert.not.ok(undefaulted.data.isDefault);
  assert.equal(defaults(await list(s, fresh)), [third.data.id]);

  // deleting the default makes the newest remaining one default
  await s.post(P('deleteH5'), { id: third.data.id }, s.auth(fresh));
  rows = await list(s, fresh);
  assert.equal(rows.map((a) => a.id).sort(), [first.data.id, second.data.id].sort());
  assert.equal(defaults(rows), [second.data.id]);
  await s.post(P('deleteH5'), { id: second.data.id }, s.auth(fresh));
  assert.equal(defaults(await list(s, fresh)), [first.data.id]);

  // the only address cannot stop being the default
  const only = await s.post(P('saveH5'), { ...HOME, id: first.data.id, isDefault: false }, s.auth(fresh, key()));
  assert.ok(only.data.isDefault);
  await s.post(P('deleteH5'), { id: first.data.id }, s.auth(fresh));
  assert.equal(await list(s, fresh), []);
});

test("saveH5 with an id updates that address; another user's id is a 404", async ({ s, partner, fresh }) => {
  const [mine] = await list(s, partner);
  const updated = await s.post(
    P('saveH5'),
    { ...HOME, id: mine.id, detail: '学院路 77 号 5 幢 502 室' },
    s.auth(partner, key()),
  );
  assert.is(updated.data.id, mine.id);
  assert.is(updated.data.detail, '学院路 77 号 5 幢 502 室');
  assert.ok(updated.data.isDefault, 'isDefault left out keeps the default');
  assert.is((await list(s, partner)).length, 3);
  const foreign = await s.post(P('saveH5'), { ...HOME, id: mine.id }, s.auth(fresh, key()));
  assert.is(foreign.status, 404);
  for (const name of ['deleteH5', 'setDefaultH5']) {
    assert.is((await s.post(P(name), { id: mine.id }, s.auth(fresh))).status, 404, name);
  }
});

test('saveH5: the same key and body create one address', async ({ s, fresh }) => {
  const headers = s.auth(fresh, key());
  const a = await s.post(P('saveH5'), HOME, headers);
  const b = await s.post(P('saveH5'), HOME, headers);
  assert.equal(b.data, a.data);
  assert.is((await list(s, fresh)).length, 1);
  await s.post(P('deleteH5'), { id: a.data.id }, s.auth(fresh));
});

test('saveH5: each rule answers a 400 naming the problem', async ({ s, partner }) => {
  const cases: [object, string][] = [
    [{ ...HOME, name: '' }, '收货人'],
    [{ ...HOME, mobile: '2391234567' }, '请输入11位手机号（以1开头）'],
    [{ ...HOME, mobile: '' }, '请输入手机号'],
    [{ ...HOME, name: '赵'.repeat(21) }, '收货人不能超过20个字'],
    [{ ...HOME, detail: '文三路4' }, '详细地址应为5至120个字（当前4个），请写到门牌号'],
    [{ ...HOME, detail: '路'.repeat(121) }, '详细地址应为5至120个字（当前121个），请写到门牌号'],
    [{ ...HOME, province: '火星省' }, '省份「火星省」不存在'],
    [{ ...HOME, city: '南京市' }, '浙江省没有「南京市」'],
    [{ ...HOME, district: '朝阳区' }, '杭州市没有「朝阳区」'],
    [{ ...HOME, lat: '30.2' }, '纬度'],
    [{ ...HOME, lng: 181 }, '经度'],
    [{ ...HOME, isDefault: 'yes' }, '是否默认地址'],
  ];
  for (const [body, text] of cases) {
    const r = await s.post(P('saveH5'), body, s.auth(partner, key()));
    assert.is(r.status, 400, text);
    assert.ok(r.message.includes(text), `${text} ← ${r.message}`);
  }
  assert.is((await list(s, partner)).length, 3, 'nothing saved');
});

test('saveH5: at most 20 addresses (409); deleteH5 of an unknown id is a 404', async ({ s, partner }) => {
  for (let i = (await list(s, partner)).length; i < 20; i++) {
    const r = await s.post(P('saveH5'), { ...HOME, detail: `文三路 ${i} 号 1 幢 101 室` }, s.auth(partner, key()));
    assert.is(r.code, 0, r.message);
  }
  const full = await s.post(P('saveH5'), HOME, s.auth(partner, key()));
  assert.is(full.status, 409);
  assert.ok(full.message.includes('最多保存 20 个地址'));
  assert.is(defaults(await list(s, partner)).length, 1);
  assert.is((await s.post(P('deleteH5'), { id: 99999 }, s.auth(partner))).status, 404);
});

test.run();
