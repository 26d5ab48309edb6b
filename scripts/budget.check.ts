// The size budgets of DESIGN.md section 8, checked on the deployable build (no dev tools):
// login first load <= 16 KB gzip, each page's own chunk <= 8 KB, the whole app <= 150 KB.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { measureBuild } from './measure-build.ts';

const KB = 1024;
const sizes = await measureBuild();

test('first load of the login route is at most 16 KB gzip', () => {
  console.log(`  login first load: ${(sizes.loginFirstLoad / KB).toFixed(2)} KB gz (${sizes.loginFiles.join(', ')})`);
  assert.ok(sizes.loginFirstLoad <= 16 * KB, `login first load is ${(sizes.loginFirstLoad / KB).toFixed(2)} KB`);
});

test('every page chunk is at most 8 KB gzip', () => {
  const over = sizes.pages.filter((p) => p.gzip > 8 * KB);
  const largest = [...sizes.pages].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  console.log(`  ${sizes.pages.length} page chunks, largest: ${largest.map((p) => `${p.page} ${(p.gzip / KB).toFixed(2)} KB`).join(', ')}`);
  assert.ok(sizes.pages.length > 0, 'no page chunks found');
  assert.equal(over.map((p) => p.page), [], 'pages over 8 KB');
});

test('the whole app is at most 150 KB gzip', () => {
  console.log(`  whole dist: ${(sizes.total / KB).toFixed(2)} KB gz in ${sizes.fileCount} files`);
  assert.ok(sizes.total <= 150 * KB, `dist is ${(sizes.total / KB).toFixed(2)} KB`);
});

test.run();
