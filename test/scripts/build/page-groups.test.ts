// The page groups (scripts/build/page-groups.ts): the route table the build sees loads a grouped
// page from its group's module, and that module holds the pages the table names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupedRouteTable, PAGE_GROUPS, pageGroupSource } from '../../../scripts/build/page-groups';

const routes = readFileSync('src/app/routes.ts', 'utf8');
const grouped = groupedRouteTable(routes);

test('every grouped page is a page folder of its feature', () => {
  for (const [name, { feature, pages, why }] of Object.entries(PAGE_GROUPS)) {
    assert.ok(pages.length >= 2 && why.length > 10, name);
    for (const page of pages) assert.ok(existsSync(`src/features/${feature}/pages/${page}/index.tsx`), page);
  }
});

test("the route table loads a grouped page from its group's module, the others as written", () => {
  for (const [name, { feature, pages }] of Object.entries(PAGE_GROUPS)) {
    for (const page of pages) {
      assert.not.ok(grouped.includes(`/pages/${page}/index')`), page);
      assert.ok(
        grouped.includes(`import('../features/${feature}/pages/${name}').then((m) => ({ default: m.${page} }))`),
      );
    }
  }
  assert.ok(grouped.includes("import('../features/team/pages/washCard/index')"));
});

test('a grouped page the route table does not load as expected fails the build', () => {
  const without = routes.replace("import('../features/money/pages/bank/index')", "import('./elsewhere')");
  assert.throws(() => groupedRouteTable(without), /bank/);
});

test("a group's module re-exports each page's own module", async () => {
  const { feature, pages } = PAGE_GROUPS.signingStart;
  const source = await pageGroupSource(path.resolve(`src/features/${feature}/pages/signingStart.ts`));
  assert.equal(
    source?.split('\n'),
    pages.map((p) => `export { default as ${p} } from './${p}/index';`),
  );
  assert.is(await pageGroupSource(path.resolve('src/app/App.tsx')), undefined);
});

test.run();
