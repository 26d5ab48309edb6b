// The size budgets (budgets.json), checked on the deployable build as a phone fetches it: each
// file gzipped on its own, one request per file, CSS inlined in the HTML counted once (there).
// Every figure is printed with its files, so a regression names its cause, and with its reason
// (budgets.json's reasons: DESIGN.md section 8's figure and what the bytes over it buy).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { measureBuild, type Load } from './measure-build.ts';
import budgets from '../budgets.json' with { type: 'json' };

const KB = 1024;
const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;
const sizes = await measureBuild();

type Figure = keyof typeof budgets.reasons;
type LoadFigure =
  | 'loginFormShows'
  | 'loginWorks'
  | 'codeRequestLeaves'
  | 'homeFiguresRender'
  | 'oldKernelsScript'
  | 'afterFailure';

/** A figure's reason, wrapped under the figure's lines. */
function printReason(figure: Figure) {
  const lines = [''];
  for (const word of budgets.reasons[figure].split(' ')) {
    if (lines[lines.length - 1].length + word.length > 100) lines.push('');
    lines[lines.length - 1] += `${lines[lines.length - 1] ? ' ' : ''}${word}`;
  }
  console.log(lines.map((line, i) => `    ${i === 0 ? 'why: ' : '     '}${line}`).join('\n'));
}

function checkLoad(what: string, load: Load, figure: LoadFigure) {
  const budget = budgets[figure];
  console.log(
    `  ${what}: ${kb(load.gzip)} gz in ${load.files.length} requests (budget ${budget.kb} KB in ${budget.requests})\n` +
      load.files.map((f) => `      ${kb(f.gzip).padStart(9)}  ${f.file}`).join('\n'),
  );
  printReason(figure);
  assert.ok(load.gzip <= budget.kb * KB, `${what} is ${kb(load.gzip)}, budget ${budget.kb} KB`);
  assert.ok(load.files.length <= budget.requests, `${what} takes ${load.files.length} requests`);
}

test('login: the form shows and accepts typing with the HTML alone', () => {
  checkLoad('login until the form accepts typing', sizes.loginForm, 'loginFormShows');
});

test('login: 登录 works after the first-load chunk and the login chunk', () => {
  checkLoad('login until 登录 works', sizes.loginReady, 'loginWorks');
});

test('login: a 获取验证码 tapped on the form leaves with the HTML alone', () => {
  checkLoad('login until the code request leaves', sizes.codeRequest, 'codeRequestLeaves');
});

test('earnings centre: a returning user sees the figures after at most 5 requests', () => {
  checkLoad('earnings centre until its figures can render', sizes.homeReady, 'homeFiguresRender');
});

test('every page chunk is within its budget', () => {
  const over = sizes.pages.filter((p) => p.gzip > budgets.pageChunkKB * KB);
  const largest = [...sizes.pages].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  console.log(
    `  ${sizes.pages.length} page chunks, largest: ${largest.map((p) => `${p.page} ${kb(p.gzip)}`).join(', ')} ` +
      `(budget ${budgets.pageChunkKB} KB)`,
  );
  printReason('pageChunkKB');
  assert.ok(sizes.pages.length > 0, 'no page chunks found');
  assert.equal(
    over.map((p) => p.page),
    [],
    `pages over ${budgets.pageChunkKB} KB`,
  );
});

test("a page's first visit after the route table fetches little", () => {
  const budget = budgets.pageFirstVisit;
  const heaviest = [...sizes.pageVisits].sort((a, b) => b.gzip - a.gzip);
  const mean = (n: (v: Load) => number) => sizes.pageVisits.reduce((s, v) => s + n(v), 0) / sizes.pageVisits.length;
  console.log(
    `  first visit of ${sizes.pageVisits.length} pages once the route table is in: ${kb(mean((v) => v.gzip))} in ` +
      `${mean((v) => v.files.length).toFixed(1)} requests on average ` +
      `(budget ${budget.kb} KB in ${budget.requests}); heaviest:\n` +
      heaviest
        .slice(0, 3)
        .map(
          (v) =>
            `      ${v.page}: ${kb(v.gzip)} in ${v.files.length} ` +
            `(${v.files.map((f) => f.file.split('/').pop()).join(', ')})`,
        )
        .join('\n'),
  );
  printReason('pageFirstVisit');
  const over = sizes.pageVisits.filter((v) => v.gzip > budget.kb * KB || v.files.length > budget.requests);
  assert.equal(
    over.map((v) => v.page),
    [],
    'pages whose first visit is over budget',
  );
});

test('every lazily loaded library has a line of its own', () => {
  const lines = budgets.lazyLibrariesKB as Record<string, number>;
  const lazy = sizes.lazyLibraries.map((lib) => lib.name).sort();
  assert.equal(lazy, Object.keys(lines).sort(), 'the libraries loaded lazily, against the lines of lazyLibrariesKB');
  for (const lib of sizes.lazyLibraries) {
    console.log(`  lazily loaded ${lib.name}: ${kb(lib.gzip)} (${lib.file}), budget ${lines[lib.name] ?? 'none'} KB`);
    assert.ok(lib.name in lines, `${lib.name} is loaded lazily but has no line in budgets.json lazyLibrariesKB`);
    assert.ok(lib.gzip <= lines[lib.name] * KB, `${lib.name} is ${kb(lib.gzip)}`);
  }
  printReason('lazyLibrariesKB');
});

test("a kernel that fails the feature test fetches the old kernels' script, and only that, more", () => {
  checkLoad("old kernels' script (polyfills, pictographs, update page)", sizes.oldKernels, 'oldKernelsScript');
});

test('once something failed, a phone fetches the reporter and the chunk that says what failed, and only that', () => {
  checkLoad('after a failure (field error reporter, what failed)', sizes.afterFailure, 'afterFailure');
});

test('the whole app is within its budget', () => {
  console.log(`  whole dist: ${kb(sizes.total)} gz in ${sizes.fileCount} files (budget ${budgets.wholeAppKB} KB)`);
  printReason('wholeAppKB');
  // an empty chunk is a request and an import line in every chunk that imports it, for nothing
  assert.equal(sizes.emptyFiles, [], 'empty files in dist');
  assert.ok(sizes.total <= budgets.wholeAppKB * KB, `dist is ${kb(sizes.total)}`);
});

test('every figure has its reason, and every reason its figure', () => {
  const figures = Object.keys(budgets).filter((k) => k !== 'note' && k !== 'reasons');
  assert.equal(Object.keys(budgets.reasons).sort(), figures.sort());
  const empty = Object.entries(budgets.reasons).filter(([, why]) => !why.trim());
  assert.equal(empty, [], 'an empty reason');
});

test.run();
