// The rules of scripts/import-rules.ts on small graphs and files: the app's shape passes, and each
// planted violation is named (so the check over the real imports can fail).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cycles, type ImportGraph, layoutViolations, specifierViolations, unitOf } from '../../scripts/import-rules';
import { compilerOptionsAt, writtenImports } from '../../scripts/written-imports';
import { tempDir } from '../helpers/temp';

type Edge = [from: string, to: string, dynamic?: 'dynamic'];
const graphOf = (edges: Edge[]): ImportGraph => {
  const graph: ImportGraph = new Map();
  for (const [from, to, dynamic] of edges) {
    graph.set(from, [...(graph.get(from) || []), { path: to, dynamic: dynamic === 'dynamic' }]);
  }
  return graph;
};
const LOGIN = 'src/features/auth/pages/login/index.tsx';
const CAPTCHA = 'src/features/auth/smsCode/useCaptchaStep.tsx';
const BANK_PAGE = 'src/features/money/pages/addBankCard/index.tsx';

/** The shape of the app: what each rule allows. */
const CLEAN: Edge[] = [
  ['src/app/route-table.ts', 'src/app/routes.ts', 'dynamic'],
  ['src/app/landing-routes.ts', LOGIN, 'dynamic'],
  ['src/app/routes.ts', BANK_PAGE, 'dynamic'],
  // inside a feature, anything; the page's own parts beside it
  [LOGIN, CAPTCHA],
  [LOGIN, 'src/features/auth/pages/login/api.ts'],
  // from another feature, through the index
  [BANK_PAGE, 'src/features/auth/index.ts'],
  ['src/features/auth/index.ts', CAPTCHA],
  // the shared layers
  [CAPTCHA, 'src/ui/toast.tsx'],
  [CAPTCHA, 'src/api/common.ts'],
  [BANK_PAGE, 'src/app/state/session.ts'],
  ['src/api/http.ts', 'src/app/state/session.ts'],
  ['src/app/state/session.ts', 'src/lib/storage.ts'],
  ['src/app/wechat/sdk.ts', 'src/api/wechat.ts'],
  ['src/ui/Field.tsx', 'src/lib/validators/phone.ts'],
];

test('the shape of the app breaks no rule', () => {
  assert.equal(layoutViolations(graphOf(CLEAN)), []);
});

test('units: one per feature, app/state and app/wechat on their own, else the folder under src/', () => {
  assert.is(unitOf(LOGIN), 'features/auth');
  assert.is(unitOf('src/features/money/withdrawForm/rule.ts'), 'features/money');
  assert.is(unitOf('src/app/state/wallet.ts'), 'app/state');
  assert.is(unitOf('src/app/paths.ts'), 'app');
  assert.is(unitOf('src/ui/Button.tsx'), 'ui');
});

const planted: [what: string, edge: Edge, why: RegExp][] = [
  ['a page reaching into another feature', [BANK_PAGE, CAPTCHA], /outside features\/auth, import its index\.ts/],
  ['the route table importing a barrel', ['src/app/routes.ts', 'src/features/auth/index.ts'], /route tables/],
  ['the route table importing a page statically', ['src/app/routes.ts', LOGIN], /route tables, with import\(\)/],
  [
    'the route table importing a page part',
    ['src/app/routes.ts', 'src/features/auth/pages/login/api.ts', 'dynamic'],
    /import\(\) of its index/,
  ],
  ['a feature importing the route table', [CAPTCHA, 'src/app/routes.ts'], /only route-table\.ts/],
  ['a feature importing a page of its own', [CAPTCHA, LOGIN], /a page is loaded only by the route tables/],
  ['another feature importing a page', [BANK_PAGE, LOGIN, 'dynamic'], /a page is loaded only by the route tables/],
  ['ui importing a feature', ['src/ui/Field.tsx', 'src/features/auth/index.ts'], /ui imports only ui, lib/],
  ['lib importing a feature', ['src/lib/money.ts', 'src/features/money/index.ts'], /lib imports only lib/],
  ['api importing a feature', ['src/api/user.ts', 'src/features/identity/index.ts'], /api imports only/],
  ['api importing the shell', ['src/api/http.ts', 'src/app/navigation.ts'], /api imports only/],
  ['state importing a feature', ['src/app/state/session.ts', 'src/features/auth/index.ts'], /app\/state imports only/],
];

for (const [what, edge, why] of planted) {
  test(`planted: ${what}`, () => {
    const wrong = layoutViolations(graphOf([...CLEAN, edge]));
    assert.is(wrong.length, 1, wrong.join('\n'));
    assert.ok(wrong[0].startsWith(`${edge[0]} -> ${edge[1]} (`), wrong[0]);
    assert.match(wrong[0], why);
  });
}

test('cycles: none in the shape of the app; a planted one is named file by file', () => {
  assert.equal(cycles(graphOf(CLEAN)), []);
  const planted = cycles(graphOf([...CLEAN, ['src/lib/storage.ts', 'src/app/state/session.ts']]));
  assert.equal(planted, [['src/app/state/session.ts', 'src/lib/storage.ts', 'src/app/state/session.ts']]);
});

/** Files written into a folder of their own with the project's compiler options, read as the check reads src/. */
function readPlanted(files: Record<string, string>) {
  const root = tempDir('import-rules-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const options = { ...compilerOptionsAt(process.cwd()), baseUrl: root, paths: { '@/*': ['./src/*'] } };
  return writtenImports(root, Object.keys(files), options);
}
const graphOfWritten = (written: ReturnType<typeof readPlanted>): ImportGraph =>
  new Map(
    [...written].map(([file, imports]) => [
      file,
      imports.flatMap((i) => (i.resolved?.startsWith('src/') ? [{ path: i.resolved, dynamic: i.dynamic }] : [])),
    ]),
  );

test('planted: a cycle of type-only imports (gone once compiled, still a circle of the sources)', () => {
  const written = readPlanted({
    'src/api/limits.ts': "import type { FeedbackType } from './types';\nexport const MAX: FeedbackType[] = [];\n",
    'src/api/types/index.ts': "export type * from './content';\n",
    'src/api/types/content.ts': "export type { FeedbackType } from '../contract/content';\n",
    'src/api/contract/content.ts':
      "import { MAX } from '../limits';\nexport type FeedbackType = 'bug';\nexport const max = MAX.length;\n",
  });
  const typeOnly = [...written.values()].flat().filter((i) => i.typeOnly);
  assert.is(typeOnly.length, 3, 'import type, export type *, export type { }');
  assert.equal(
    cycles(graphOfWritten(written)).map((c) => c.join(' -> ')),
    [
      'src/api/limits.ts -> src/api/types/index.ts -> src/api/types/content.ts -> src/api/contract/content.ts' +
        ' -> src/api/limits.ts',
    ],
  );
});

test('planted: a type in an import() type and a dynamic import() are read too', () => {
  const written = readPlanted({
    'src/a.ts': "export type B = import('./b').B;\nexport const load = () => import('./b');\n",
    'src/b.ts': 'export type B = 1;\n',
  });
  assert.equal(
    written.get('src/a.ts')?.map(({ resolved, dynamic, typeOnly }) => ({ resolved, dynamic, typeOnly })),
    [
      { resolved: 'src/b.ts', dynamic: false, typeOnly: true },
      { resolved: 'src/b.ts', dynamic: true, typeOnly: false },
    ],
  );
});

test('specifiers: a relative path, a package or a node built-in passes', () => {
  const written = new Map([
    [
      'src/api/http.ts',
      [
        { specifier: './headers', resolved: 'src/api/headers.ts' },
        { specifier: '../lib/money.ts', resolved: 'src/lib/money.ts' },
        { specifier: 'react', resolved: 'node_modules/react' },
        { specifier: '@preact/signals', resolved: 'node_modules/@preact/signals' },
      ],
    ],
    ['mock-server/main.ts', [{ specifier: 'node:fs', resolved: 'node:fs' }]],
  ]);
  assert.equal(specifierViolations(written), []);
});

test('planted: a file of the project by an alias or from the root, and a name that reaches nothing', () => {
  const written = readPlanted({
    'src/api/limits.ts': 'export const MAX = 1;\n',
    'src/features/money/rule.ts': [
      "import { MAX } from '@/api/limits';",
      "import { MAX as M } from 'src/api/limits';",
      "import type { X } from 'not-installed';",
      'export const both = MAX + M;',
      '',
    ].join('\n'),
  });
  assert.equal(specifierViolations(written), [
    "src/features/money/rule.ts: '@/api/limits' (a file of the project: write its relative path, '../../api/limits')",
    "src/features/money/rule.ts: 'src/api/limits' (a file of the project: write its relative path, '../../api/limits')",
    "src/features/money/rule.ts: 'not-installed' (neither a relative path nor an installed package)",
  ]);
});

test.run();
