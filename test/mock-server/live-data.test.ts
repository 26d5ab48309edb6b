// The mock's live data is ./db.json at the project's top (the design card's layout): git ignores
// it, the seed is the tracked copy, and `npm run mock:reset` brings the seed back.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DATA_FILE, SEED_FILE } from '../../mock-server/db';
import { freshDbFile } from '../helpers/mock';

const ROOT = resolve(import.meta.dirname, '../..');
const test = suite('mock: live data');

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

test('the live data is db.json at the top of the project', () => {
  assert.is(DATA_FILE, join(ROOT, 'db.json'));
});

test('git ignores db.json and tracks the seed', () => {
  assert.is(git('check-ignore', 'db.json'), 'db.json');
  assert.is(git('ls-files', 'mock-server/seed/db.seed.json'), 'mock-server/seed/db.seed.json');
});

test('mock:reset restores a changed file from the seed', () => {
  const file = freshDbFile();
  writeFileSync(file, '{"users": []}');
  const said = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/mock-reset.ts', '--db', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.is(readFileSync(file, 'utf8'), readFileSync(SEED_FILE, 'utf8'));
  assert.match(said, /restored from mock-server\/seed\/db\.seed\.json/);
});

test.run();
