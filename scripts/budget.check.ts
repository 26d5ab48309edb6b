// The size budgets of DESIGN.md section 8, checked on the deployable build (no dev tools):
// the numbers are in budgets.json (see the note there on the login first load).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { measureBuild } from './measure-build.ts';
import budgets from '../budgets.json' with { type: 'json' };

const KB = 1024;
const sizes = await measureBuild();

test('first load of the login route is within its budget', () => {
  const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;
  console.log(`  entry first load (HTML + entry + CSS + eager imports): ${kb(sizes.entryFirstLoad)} gz`);
  console.log(
    `  login route first load (the same + the login page chunk): ${kb(sizes.loginFirstLoad)} gz in ${sizes.loginFiles.length} files`,
  );
  assert.ok(
    sizes.loginFirstLoad <= budgets.loginFirstLoadKB * KB,
    `login first load is ${kb(sizes.loginFirstLoad)}, budget ${budgets.loginFirstLoadKB} KB`,
  );
});

test('every page chunk is within its budget', () => {
  const over = sizes.pages.filter((p) => p.gzip > budgets.pageChunkKB * KB);
  const largest = [...sizes.pages].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  console.log(
    `  ${sizes.pages.length} page chunks, largest: ${largest.map((p) => `${p.page} ${(p.gzip / KB).toFixed(2)} KB`).join(', ')}`,
  );
  assert.ok(sizes.pages.length > 0, 'no page chunks found');
  assert.equal(
    over.map((p) => p.page),
    [],
    'pages over 8 KB',
  );
});

test('a library only one page needs is its own chunk, within the page budget', () => {
  for (const l of sizes.libraries) console.log(`  library ${l.library}: ${(l.gzip / KB).toFixed(2)} KB gz (${l.file})`);
  const over = sizes.libraries.filter((l) => l.gzip > budgets.pageChunkKB * KB).map((l) => l.library);
  assert.equal(over, [], 'libraries over 8 KB');
});

test('the whole app is within its budget', () => {
  console.log(`  whole dist: ${(sizes.total / KB).toFixed(2)} KB gz in ${sizes.fileCount} files`);
  assert.ok(sizes.total <= budgets.wholeAppKB * KB, `dist is ${(sizes.total / KB).toFixed(2)} KB`);
});

test.run();
