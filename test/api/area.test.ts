// The area client function reaches its public route, with or without a token.
import * as assert from 'uvu/assert';
import { areaListH5 } from '../../src/api/area';
import { token } from '../../src/app/state/session';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: areas', '13800000001');

test('provinces, then the cities of one, also logged out', async () => {
  const provinces = await areaListH5();
  assert.ok(provinces.length >= 30);
  token.value = '';
  const cities = await areaListH5('330000');
  assert.ok(cities.some((c) => c.name === '杭州市'));
});

test.run();
