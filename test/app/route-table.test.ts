import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRoute, loadRouteTable, routeTable } from '../../src/app/route-table';
import { GALLERY, PAGE } from '../../src/app/paths';

test('before the table: the landing pages are known, another page is not yet; after it every page is', async () => {
  assert.is(routeTable.value, null);
  assert.is(findRoute('/')?.path, PAGE.login);
  assert.is(findRoute(PAGE.home)?.title, '收益中心');
  assert.is(findRoute(PAGE.feedback), undefined);
  const table = await loadRouteTable();
  assert.is(routeTable.value, table);
  assert.is(await loadRouteTable(), table, 'loaded once');
  assert.is(findRoute(PAGE.feedback)?.title, '问题反馈');
  assert.is(findRoute('/pages/nowhere/index'), undefined);
  // every path of SPEC section 2 has its route, and the table knows nothing else (but the UI
  // gallery of builds with the developer tools)
  const paths = table.routes.map((r) => r.path).filter((p) => p !== GALLERY);
  assert.equal(paths.sort(), [...Object.values(PAGE)].sort());
});

test('every page has a title for its bar and the document (选择城市 too)', async () => {
  const table = await loadRouteTable();
  assert.is(findRoute(PAGE.signedAreaSub)?.title, '选择城市');
  assert.equal(
    table.routes.filter((r) => !r.title).map((r) => r.path),
    [],
  );
});

test.run();
