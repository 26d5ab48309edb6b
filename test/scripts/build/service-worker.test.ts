// What sw.js keeps at install (scripts/build/service-worker.ts): the shared chunks and the landing
// pages', never another page's own chunk, a library only a page loads (wherever node_modules is)
// nor the chunk that says what failed (fetched only after a failure).
import type { Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { precacheList } from '../../../scripts/build/service-worker.ts';
import { ICONS } from '../../../scripts/build/icons.ts';

const output = (entryPoint?: string) => ({ bytes: 1, inputs: {}, imports: [], exports: [], entryPoint });
const metafile = (outputs: Record<string, string | undefined>): Metafile => ({
  inputs: {},
  outputs: Object.fromEntries(Object.entries(outputs).map(([file, entry]) => [file, output(entry)])),
});
const FILES = { stub: 'main.js', shared: 'chunks/b1/5.js', landing: { '/pages/login/index': ['chunks/b1/login.js'] } };

test('shared and landing chunks are kept; pages, libraries a page loads and the failure chunk are not', () => {
  const kept = precacheList(
    metafile({
      'dist/main.js': 'src/main.tsx',
      'dist/chunks/b1/5.js': undefined,
      'dist/chunks/b1/login.js': 'src/features/auth/pages/login/index.tsx',
      'dist/chunks/b1/team.js': 'src/features/team/pages/myTeam/index.tsx',
      'dist/chunks/b1/pad.js': 'node_modules/signature_pad/dist/signature_pad.js',
      // a node_modules that is a link (a git worktree's): esbuild names the path it points at
      'dist/chunks/b1/qr.js': '../../main/node_modules/lean-qr/index.mjs',
      'dist/chunks/b1/@scope.js': '../node_modules/@scope/lib/index.js',
      'dist/chunks/b1/chunk-failure.js': 'src/app/chunk-failure.ts',
    }),
    'dist',
    FILES,
  );
  assert.equal(kept, ['index.html', ICONS.favicon, ICONS.touch, 'chunks/b1/5.js', 'chunks/b1/login.js'].sort());
});

test.run();
