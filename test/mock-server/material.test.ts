// The share-material centre against the real mock server.
import * as assert from 'uvu/assert';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: share materials', { token: '13800000001' });

test('both material routes answer 401 without a token', async ({ s }) => {
  assert.is((await s.get('/api/shareMaterial/categoryList')).status, 401);
  assert.is((await s.post('/api/shareMaterial/pageList', {})).status, 401);
});

test('categoryList: 4+ categories with id and name', async ({ s, token }) => {
  const r = await s.get('/api/shareMaterial/categoryList', s.auth(token));
  assert.is(r.code, 0);
  assert.ok(r.data.length >= 4);
  assert.equal(Object.keys(r.data[0]).sort(), ['id', 'name']);
});

test('pageList: 40+ materials newest first; by category; by keyword', async ({ s, token }) => {
  const all = await s.post('/api/shareMaterial/pageList', {}, s.auth(token));
  assert.ok(all.data.total >= 40);
  const times = all.data.list.map((m: { createdAt: string }) => m.createdAt);
  assert.equal(times, [...times].sort().reverse());
  const cats = await s.get('/api/shareMaterial/categoryList', s.auth(token));
  const cat = cats.data[1];
  const inCat = await s.post('/api/shareMaterial/pageList', { categoryId: cat.id, pageSize: 50 }, s.auth(token));
  assert.ok(inCat.data.total > 0 && inCat.data.total < all.data.total);
  assert.ok(inCat.data.list.every((m: { categoryId: number }) => m.categoryId === cat.id));
  const found = await s.post('/api/shareMaterial/pageList', { keyword: '羽绒服' }, s.auth(token));
  assert.ok(found.data.total > 0);
  assert.ok(found.data.list.every((m: { title: string; text: string }) => (m.title + m.text).includes('羽绒服')));
  assert.ok(found.data.list[0].images.every((u: string) => u.startsWith('/mock-static/')));
});

test('pageList: an unknown category is a 404, a non-integer one a 400', async ({ s, token }) => {
  const unknown = await s.post('/api/shareMaterial/pageList', { categoryId: 999 }, s.auth(token));
  assert.is(unknown.status, 404);
  assert.ok(unknown.message.includes('素材分类'));
  const bad = await s.post('/api/shareMaterial/pageList', { categoryId: 'a' }, s.auth(token));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('素材分类'));
});

test.run();
