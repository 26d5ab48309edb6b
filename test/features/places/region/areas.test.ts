import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cachedAreas, loadAreas, loadPath, resetAreaCache } from '../../../../src/features/places/region/areas';
import { fakeApi } from '../../../helpers/fake-api';
import { area } from './area-fixtures';

const AREAS = '/api/areaCode/areaListH5';

function answerByParent() {
  const api = fakeApi();
  api.routes[AREAS] = () => {
    const body = api.calls[api.calls.length - 1].body as { parentCode?: string };
    if (!body.parentCode) return { data: [area('440000', '广东省', 1, null)] };
    if (body.parentCode === '440000') return { data: [area('440300', '深圳市', 2, '440000')] };
    return { data: [area('440305', '南山区', 3, '440300')] };
  };
  return api;
}

test('each level is asked once, even by callers at the same time, then served from the cache', async () => {
  resetAreaCache();
  const api = answerByParent();
  const [a, b] = await Promise.all([loadAreas(), loadAreas()]);
  assert.equal(
    a.map((x) => x.name),
    ['广东省'],
  );
  assert.is(a, b);
  await loadAreas();
  assert.is(api.count(AREAS), 1);
  api.restore();
});

test('the cache survives a reload (sessionStorage)', async () => {
  resetAreaCache();
  const api = answerByParent();
  await loadAreas('440000');
  api.restore();
  const stored = JSON.parse(sessionStorage.getItem('region.areas') || '{}');
  assert.equal(stored['440000'][0].name, '深圳市');
});

test('loadPath loads the provinces, the cities and the districts of an address', async () => {
  resetAreaCache();
  const api = answerByParent();
  await loadPath({ province: '广东省', city: '深圳市', district: '南山区' });
  assert.is(api.count(AREAS), 3);
  assert.equal(cachedAreas('440300')?.[0].name, '南山区');
  api.restore();
});

test('a failed level is asked again the next time', async () => {
  resetAreaCache();
  const api = fakeApi({ [AREAS]: { code: 500, message: '服务繁忙' } });
  let failed = false;
  await loadAreas().catch(() => {
    failed = true;
  });
  assert.ok(failed);
  api.routes[AREAS] = { data: [area('110000', '北京市', 1, null)] };
  assert.equal(
    (await loadAreas()).map((x) => x.name),
    ['北京市'],
  );
  api.restore();
});

test.run();
