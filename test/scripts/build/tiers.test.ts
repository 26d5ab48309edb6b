// The tier table (scripts/build/tiers.ts) applied to a small fixture app, and the chunks esbuild
// then emits: one per tier, with the modules the table says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planBuildTiers, tiersPlugin } from '../../../scripts/build/tiers-plugin';
import { CHUNK_TIERS, type Landmarks } from '../../../scripts/build/tiers';

const dir = 'test/scripts/build/fixture/';
const at: Landmarks = {
  entry: `${dir}main.ts`,
  loginPage: `${dir}login/index.ts`,
  homePage: `${dir}home/index.ts`,
  routeTable: `${dir}routes.ts`,
  sources: dir,
  pages: /^test\/scripts\/build\/fixture\/pages\//,
};
const outdir = mkdtempSync(path.join(tmpdir(), 'partner-tiers-'));
const options: esbuild.BuildOptions = {
  entryPoints: [at.entry],
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir,
  write: false,
  metafile: true,
  logLevel: 'silent',
};
const plan = await planBuildTiers(options, at);
const names = (set: Iterable<string>) => [...set].map((f) => f.slice(dir.length)).sort();

test('the table names every tier with what it holds and why', () => {
  assert.equal(Object.keys(CHUNK_TIERS).sort(), ['firstLoad', 'home', 'idle', 'login', 'shell']);
  for (const tier of Object.values(CHUNK_TIERS)) {
    assert.ok(tier.holds.length > 20 && tier.why.length > 20);
  }
});

test('first load: the entry, what it imports, and what both landing pages use', () => {
  assert.equal(names(plan.entryAdds), ['both.ts']);
  assert.equal(names(plan.first), ['both.ts', 'main.ts', 'shell.ts']);
});

test("login tier: the login page's own modules and the form parts another page reuses", () => {
  assert.equal(names(plan.tiers.login), ['form.ts', 'login/index.ts', 'login/part.ts']);
});

test('home tier: what the earnings centre shares with another page, not the page itself', () => {
  assert.equal(names(plan.tiers.home), ['wallet.ts']);
});

test('shell tier: the route table and what two or more pages share, not what the landing pages load', () => {
  assert.equal(names(plan.tiers.shell), ['list.ts', 'routes.ts']);
});

test("idle tier: what the modules loaded once idle share with pages, not what the login's first tap awaits", () => {
  assert.equal(names(plan.tiers.idle), ['popup.ts']);
});

test('each lazily loaded module imports the tiers it reaches', () => {
  const imports = Object.fromEntries([...plan.imports].map(([t, tiers]) => [t.slice(dir.length), tiers.sort()]));
  assert.equal(imports, {
    'login/index.ts': ['login'],
    'login/api.ts': [],
    'home/index.ts': ['home'],
    'layers.ts': ['idle'],
    'routes.ts': ['shell'],
    'pages/a.ts': ['login', 'shell'],
    'pages/b.ts': ['home', 'shell'],
    'pages/c.ts': ['idle', 'shell'],
  });
});

test('the fixture build emits one chunk per tier', async () => {
  const built = await esbuild.build({ ...options, plugins: [tiersPlugin(plan, at.entry)] });
  const fileOf = (marker: string) => {
    const files = (built.outputFiles || []).filter((f) => f.text.includes(`${marker}-marker`));
    assert.is(files.length, 1, `${marker} is in ${files.length} files`);
    return files[0].path;
  };
  const same = (...markers: string[]) => assert.is(new Set(markers.map(fileOf)).size, 1, markers.join(', '));
  same('main', 'shell', 'both');
  same('login', 'login-part', 'form');
  same('routes', 'list');
  const tierFiles = ['main', 'login', 'wallet', 'popup', 'list', 'home', 'a', 'b', 'c', 'redirect'].map(fileOf);
  // first load, login tier, home tier, idle tier, shell tier, the pages' own chunks, and what the
  // login's request layer shares: all different files
  assert.is(new Set(tierFiles).size, tierFiles.length);
  assert.is(fileOf('only-c'), fileOf('c'));
});

test.after(() => rmSync(outdir, { recursive: true, force: true }));
test.run();
