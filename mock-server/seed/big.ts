// The big seed (`npm start -- --seed big`): the committed seed, plus a crowd that shows how the
// long lists behave: 2,000 team members and 2,000 customers more for 13800000001. Made when the
// server starts on a database file that does not exist yet; the committed seed stays as it is.
import { readFileSync } from 'node:fs';
import type { DbSchema } from '../schema';
import { customerRow, teamMemberRow } from './collections/people';
import { defaultSeedOf, Stream } from './random';

/** The names `--seed` takes: the committed seed, or it with the crowd. */
export const SEED_NAMES = ['default', 'big'] as const;
export type SeedName = (typeof SEED_NAMES)[number];
export const isSeedName = (s: string): s is SeedName => (SEED_NAMES as readonly string[]).includes(s);

/** Whose lists grow, and by how many. */
export const CROWD = { mobile: '13800000001', teamMembers: 2000, customers: 2000 };

/** `db` (a copy of the committed seed) with the crowd (`size`) added to CROWD.mobile's team and customers. */
export function withCrowd(db: DbSchema, size: { teamMembers: number; customers: number } = CROWD): DbSchema {
  const owner = db.users.find((u) => u.mobile === CROWD.mobile);
  if (!owner) throw new Error(`the seed has no user ${CROWD.mobile} to give the crowd to`);
  // streams of their own: the crowd never reshuffles the committed collections
  const members = new Stream(defaultSeedOf('crowdTeamMembers'));
  const customers = new Stream(defaultSeedOf('crowdCustomers'));
  let memberId = Math.max(0, ...db.teamMembers.map((m) => m.id));
  let customerId = Math.max(0, ...db.customers.map((c) => c.id));
  for (let i = 0; i < size.teamMembers; i++) db.teamMembers.push(teamMemberRow(members, ++memberId, owner.id));
  for (let i = 0; i < size.customers; i++) db.customers.push(customerRow(customers, ++customerId, owner.id));
  return db;
}

/** The text of a database file of the seed `name`, from the committed seed file. */
export function seedText(seedFile: string, name: SeedName): string {
  const text = readFileSync(seedFile, 'utf8');
  return name === 'default' ? text : JSON.stringify(withCrowd(JSON.parse(text) as DbSchema), null, 2);
}
