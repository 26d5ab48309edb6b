// The public region tree against the real mock server.
import * as assert from 'uvu/assert';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: areas');

const PATH = '/api/areaCode/areaListH5';

test('without parentCode: the 30+ provinces, public, ordered by code', async ({ s }) => {
  const r = await s.post(PATH, {});
  assert.is(r.status, 200);
  assert.is(r.code, 0);
  assert.ok(r.data.length >= 30, String(r.data.length));
  assert.ok(
    r.data.every(
      (a: { level: number; parentCode: null; hasChildren: boolean }) =>
        a.level === 1 && a.parentCode === null && a.hasChildren,
    ),
  );
  const codes = r.data.map((a: { code: string }) => a.code);
  assert.equal(codes, [...codes].sort());
  assert.equal(r.data[0], { code: '110000', name: '北京市', level: 1, parentCode: null, hasChildren: true });
});

test('with parentCode: the cities of a province, then the districts of a city (no children)', async ({ s }) => {
  const cities = await s.post(PATH, { parentCode: '330000' });
  const names = cities.data.map((a: { name: string }) => a.name);
  assert.ok(names.includes('杭州市'), names.join());
  const hangzhou = cities.data.find((a: { name: string }) => a.name === '杭州市');
  assert.is(hangzhou.level, 2);
  const districts = await s.post(PATH, { parentCode: hangzhou.code });
  assert.ok(districts.data.some((a: { name: string }) => a.name === '西湖区'));
  assert.ok(
    districts.data.every(
      (a: { level: number; hasChildren: boolean; parentCode: string }) =>
        a.level === 3 && !a.hasChildren && a.parentCode === hangzhou.code,
    ),
  );
  const leaf = await s.post(PATH, { parentCode: districts.data[0].code });
  assert.equal(leaf.data, []);
});

test('with a signing level, each area says whether it has a director at that level (the seed signs 宁波, 贵州)', async ({
  s,
}) => {
  const cities = await s.post(PATH, { parentCode: '330000', level: 20 });
  const taken = (list: { name: string; taken: boolean }[]) => list.filter((a) => a.taken).map((a) => a.name);
  assert.equal(taken(cities.data), ['宁波市']);
  assert.ok(cities.data.every((a: { taken: unknown }) => typeof a.taken === 'boolean'));
  assert.equal(taken((await s.post(PATH, { level: 30 })).data), ['贵州省']);
  assert.equal(taken((await s.post(PATH, { parentCode: '330000', level: 30 })).data), [], 'a city is no province');
  const plain = await s.post(PATH, { parentCode: '330000' });
  assert.ok(
    plain.data.every((a: object) => !('taken' in a)),
    'addresses ask without a level',
  );
  const wrong = await s.post(PATH, { level: 25 });
  assert.is(wrong.status, 400);
  assert.ok(wrong.message.includes('签约级别'));
});

test('an unknown parentCode is a 404, a malformed one a 400', async ({ s }) => {
  const unknown = await s.post(PATH, { parentCode: '999999' });
  assert.is(unknown.status, 404);
  assert.ok(unknown.message.includes('999999'));
  const malformed = await s.post(PATH, { parentCode: '33' });
  assert.is(malformed.status, 400);
  assert.ok(malformed.message.includes('地区编码'));
});

test.run();
