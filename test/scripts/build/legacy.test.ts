// The old kernels (scripts/build/floor.ts, polyfills.ts, legacy-script.ts): the floor test holds
// package.json's list to browser-compat-data; the polyfills are core-js's modules of what the
// scripts use and a kernel lacks, asked for by one test per engine; the old kernels' script is
// ES5, shows the update page below the floor and only there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as acorn from 'acorn';
import { FLOOR_FEATURES } from '../../../scripts/build/floor';
import { compatEntry, oldestVersions, versionAdded } from '../../../scripts/build/js-support';
import { polyfillsFor } from '../../../scripts/build/polyfills';
import { LEGACY_SCRIPT, writeLegacyScript } from '../../../scripts/build/legacy-script';
import { OLD_KERNEL_PICTOGRAPHS } from '../../../src/lib/validators/pictographs';
import { TOO_OLD_PAGE } from '../../../src/app/too-old';
import { removeTempDir, tempDir } from '../../helpers/temp';

test("the floor test: every feature in each engine's oldest supported version, one new in it", () => {
  for (const [browser, floor] of oldestVersions()) {
    const added = FLOOR_FEATURES.map((f) => versionAdded(compatEntry(f.key) ?? {}, browser));
    assert.ok(
      added.every((v) => v <= floor),
      `${browser} ${floor} lacks one: ${added}`,
    );
    assert.ok(added.includes(floor), `${browser}: no feature of the test is new in ${floor}, so ${floor - 0.1} passes`);
  }
});

test("the polyfills: core-js's module of each API a kernel lacks, one test per engine", () => {
  const some = polyfillsFor(['export const f = (x) => Object.fromEntries(x), g = (y) => y.flat();']);
  assert.equal(some.modules, ['es.array.flat', 'es.object.from-entries']);
  assert.equal(
    some.apis.map((a) => a.name),
    ['Object.fromEntries', 'Array.prototype.flat'],
  );
  // Chrome got Object.fromEntries (73) after .flat() (69) and \p{Extended_Pictographic} (68)
  assert.is(some.test, 'Object.fromEntries');
  const none = polyfillsFor(['export const f = (x) => Object.keys(x);']);
  assert.equal(none.modules, []);
  assert.match(none.test, /RegExp\('\\\\p\{Extended_Pictographic\}','u'\)/);
  assert.is(polyfillsFor(['Object.fromEntries(x)'], ['chrome 80', 'ios_saf 14.5']).modules.length, 0);
});

async function runLegacyScript(kernel: Record<string, unknown>) {
  const dir = tempDir('partner-legacy-');
  try {
    await writeLegacyScript(dir, ['es.object.from-entries']);
    const code = readFileSync(path.join(dir, LEGACY_SCRIPT), 'utf8');
    acorn.parse(code, { ecmaVersion: 5 });
    const app = { innerHTML: '<main>login</main>' };
    const root = { className: 'skel' };
    const context = vm.createContext({
      ...kernel,
      document: { readyState: 'interactive', documentElement: root, getElementById: () => app },
    });
    context.self = context;
    vm.runInContext(code, context);
    return { app: app.innerHTML, className: root.className, context };
  } finally {
    removeTempDir(dir);
  }
}

test("the old kernels' script is ES5 and, above the floor, adds the polyfills and the pictographs only", async () => {
  const above = await runLegacyScript({ CSSConditionRule: () => {} });
  assert.is(above.app, '<main>login</main>');
  assert.is(above.className, 'skel');
  assert.type(above.context[OLD_KERNEL_PICTOGRAPHS], 'string');
});

test('below the floor it shows the update page, without the skeleton over it', async () => {
  const below = await runLegacyScript({});
  assert.is(below.app, TOO_OLD_PAGE);
  assert.is(below.className, '');
});

test.run();
