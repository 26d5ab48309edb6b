// The seed generator: the committed seed is what it writes, and each collection draws from its
// own stream, so changing one collection's draws leaves the collections that do not read it as
// they were.
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SEED_FILE } from '../../mock-server/db';
import type { DbSchema } from '../../mock-server/schema';
import { buildSeed } from '../../mock-server/seed/build';
import { defaultSeedOf } from '../../mock-server/seed/random';

const test = suite('mock: seed');
const base = buildSeed().db;

/** The collections that differ when only the stream `name` starts elsewhere. */
function changedBy(name: string): string[] {
  const other = buildSeed((n) => (n === name ? defaultSeedOf(n) + 1 : defaultSeedOf(n))).db;
  return (Object.keys(base) as (keyof DbSchema)[])
    .filter((k) => JSON.stringify(base[k]) !== JSON.stringify(other[k]))
    .sort();
}

test('the committed db.seed.json is what the generator writes', () => {
  // through JSON, as the generator writes it (fields left undefined are not written)
  assert.equal(JSON.parse(readFileSync(SEED_FILE, 'utf8')), JSON.parse(JSON.stringify(base)));
});

test('the generator is deterministic', () => {
  assert.equal(buildSeed().db, base);
});

// each stream: its own collection, and only what is built from it
const READERS: Record<string, string[]> = {
  users: ['enterpriseCertifications', 'personalCertifications', 'users'],
  bankCards: ['bankCards', 'walletRecords', 'withdrawals'],
  earnings: ['earnings', 'walletRecords', 'wallets'],
  withdrawals: ['walletRecords', 'withdrawals'],
  walletRecords: ['walletRecords'],
  teamMembers: ['teamMembers'],
  customers: ['customers'],
  washCards: ['washCards'],
  materials: ['materials'],
  applications: ['applications', 'contracts'],
  contracts: ['contracts'],
  stores: ['storeOrders', 'stores'],
  storeOrders: ['storeOrders'],
  addresses: ['addresses'],
};
for (const [stream, collections] of Object.entries(READERS)) {
  test(`changing the ${stream} stream changes ${collections.join(', ')} and nothing else`, () => {
    assert.equal(changedBy(stream), collections);
  });
}

test('the seed accounts keep the facts README lists', () => {
  assert.equal(
    base.users.map((u) => [u.mobile, u.shopUserStatus, u.roleLevel, u.certType, u.certStatus]),
    [
      ['13800000001', 0, 10, 'personal', 2],
      ['13800000002', 1, 10, 'personal', 2],
      ['13800000003', 1, 20, 'personal', 2],
      ['13800000004', 0, 10, null, 0],
      ['13800000005', 0, 10, 'enterprise', 2],
      ['13800000006', 0, 40, 'personal', 2],
    ],
  );
});

test('addresses read as written in Chinese: a space between the street number and the building', () => {
  const details = base.addresses.map((a) => a.detail);
  assert.ok(details.length > 0);
  for (const d of details) assert.match(d, /^\S+ \d+ 号 \d+ 幢 \d+ 室$/, d);
});

test.run();
