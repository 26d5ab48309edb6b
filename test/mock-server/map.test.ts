// 选择位置's nearby places against the real mock server: plausible places around the point,
// nearest first and the same each time, each with its region, a keyword's matches (or none), and every
// bad input refused in words.
import * as assert from 'uvu/assert';
import type { NearbyPlace } from '../../src/api/places';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: nearby places', { token: '13800000001' });

const ROUTE = '/api/map/nearbyPlaces';
const HERE = { lat: 30.2741, lng: 120.1551 };

test('places around the point: named, with an address, nearest first, within 2 km, the same each time', async ({
  s,
  token,
}) => {
  const r = await s.post<NearbyPlace[]>(ROUTE, HERE, s.auth(token));
  assert.is(r.status, 200);
  const places = r.data;
  assert.is(places.length, 20);
  for (const p of places) {
    assert.match(p.name, /^[\u4e00-\u9fa5]{3,}$/, 'a name, never coordinates');
    assert.match(p.address, /路 \d+ 号$/);
    assert.ok(p.distanceMetres > 0 && p.distanceMetres <= 2000, `${p.distanceMetres} m`);
    assert.ok(Math.abs(p.latitude - HERE.lat) < 0.02 && Math.abs(p.longitude - HERE.lng) < 0.02);
  }
  const distances = places.map((p) => p.distanceMetres);
  assert.equal(
    distances,
    [...distances].sort((a, b) => a - b),
  );
  assert.is(new Set(places.map((p) => p.name)).size, 20, 'no name twice');
  assert.equal((await s.post(ROUTE, HERE, s.auth(token))).data, places);
});

test('a keyword answers the places whose name or address has it, and none when none has it', async ({ s, token }) => {
  const around = (await s.post<NearbyPlace[]>(ROUTE, HERE, s.auth(token))).data;
  const word = around[3].name.slice(0, 2);
  const named = (await s.post<NearbyPlace[]>(ROUTE, { ...HERE, keyword: word }, s.auth(token))).data;
  assert.ok(
    named.some((p) => p.id === around[3].id),
    `${word} finds ${around[3].name}`,
  );
  assert.ok(named.every((p) => p.name.includes(word) || p.address.includes(word)));
  const road = (await s.post<NearbyPlace[]>(ROUTE, { ...HERE, keyword: '路' }, s.auth(token))).data;
  assert.ok(road.every((p) => p.name.includes('路') || p.address.includes('路')));
  const none = await s.post<NearbyPlace[]>(ROUTE, { ...HERE, keyword: '西溪银泰' }, s.auth(token));
  assert.is(none.status, 200);
  assert.equal(none.data, [], 'no place is made up from the keyword');
});

test("each place carries its region in the region tree's names; open country has none", async ({ s, token }) => {
  const shanghai = (await s.post<NearbyPlace[]>(ROUTE, { lat: 31.2304, lng: 121.4737 }, s.auth(token))).data;
  for (const p of shanghai) {
    assert.is(p.region?.province, '上海市');
    assert.is(p.region?.city, '上海市');
    assert.ok(['黄浦区', '徐汇区', '长宁区', '静安区', '浦东新区'].includes(p.region?.district ?? ''));
  }
  const hangzhou = (await s.post<NearbyPlace[]>(ROUTE, HERE, s.auth(token))).data;
  assert.ok(hangzhou.every((p) => p.region?.province === '浙江省' && p.region.city === '杭州市'));
  const desert = (await s.post<NearbyPlace[]>(ROUTE, { lat: 40, lng: 80 }, s.auth(token))).data;
  assert.ok(desert.length > 0 && desert.every((p) => p.region === null));
});

test('bad input is refused with a 400 that says what is wrong; no token is a 401', async ({ s, token }) => {
  const refused: [unknown, RegExp][] = [
    [{}, /位置/],
    [{ lat: 30 }, /位置/],
    [{ lat: 91, lng: 120 }, /纬度/],
    [{ lat: 30, lng: '120' }, /经度/],
    [{ ...HERE, keyword: '长'.repeat(31) }, /关键词/],
    [{ ...HERE, keyword: 42 }, /关键词/],
    ['{"lat": 30,', /./],
    [[1, 2], /./],
  ];
  for (const [body, message] of refused) {
    const r = await s.post(ROUTE, body, s.auth(token));
    assert.is(r.status, 400, JSON.stringify(body));
    assert.match(r.message, message, JSON.stringify(body));
  }
  assert.is((await s.post(ROUTE, HERE)).status, 401);
  assert.is((await s.post(ROUTE, HERE, s.auth(token))).status, 200, 'still answering');
});

test.run();
