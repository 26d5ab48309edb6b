// 选择位置's nearby places against the real mock server: plausible places around the point,
// nearest first and the same each time, a keyword's matches, and every bad input refused in words.
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

test('a keyword answers the places that have it, the one named by it among them', async ({ s, token }) => {
  const places = (await s.post<NearbyPlace[]>(ROUTE, { ...HERE, keyword: '西溪银泰' }, s.auth(token))).data;
  assert.ok(places.length >= 1);
  assert.ok(places.every((p) => p.name.includes('西溪银泰')));
  assert.ok(places.some((p) => p.name === '西溪银泰'));
  const road = (await s.post<NearbyPlace[]>(ROUTE, { ...HERE, keyword: '路' }, s.auth(token))).data;
  assert.ok(road.every((p) => p.name.includes('路') || p.address.includes('路')));
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
