// The big seed (`npm start -- --seed big`): the committed seed with 2,000 team members and 2,000
// customers more for 13800000001, and the committed seed untouched by it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_FILE, writeSeed } from '../../mock-server/db';
import type { DbSchema } from '../../mock-server/schema';
import { tempDir } from '../helpers/temp';

const committed = readFileSync(SEED_FILE, 'utf8');
const seedOf = (name: 'default' | 'big'): DbSchema => {
  const file = path.join(tempDir('seed-big-'), 'db.json');
  writeSeed(file, name);
  return JSON.parse(readFileSync(file, 'utf8')) as DbSchema;
};

test('the big seed gives 13800000001 2,000 team members and 2,000 customers more', () => {
  const base = JSON.parse(committed) as DbSchema;
  const big = seedOf('big');
  const owner = big.users.find((u) => u.mobile === '13800000001')!;
  const mine = (db: DbSchema) => ({
    team: db.teamMembers.filter((m) => m.userId === owner.id).length,
    customers: db.customers.filter((c) => c.userId === owner.id).length,
  });
  assert.is(mine(big).team, mine(base).team + 2000);
  assert.is(mine(big).customers, mine(base).customers + 2000);
  assert.is(new Set(big.teamMembers.map((m) => m.id)).size, big.teamMembers.length, 'ids stay unique');
  assert.is(new Set(big.customers.map((c) => c.id)).size, big.customers.length, 'ids stay unique');
  assert.equal(big.users, base.users, 'nothing else changes');
});

test('the default seed is the committed file, which the big one leaves as it is', () => {
  const file = path.join(tempDir('seed-default-'), 'db.json');
  writeSeed(file);
  assert.is(readFileSync(file, 'utf8'), committed);
  seedOf('big');
  assert.is(readFileSync(SEED_FILE, 'utf8'), committed);
});

test.run();
