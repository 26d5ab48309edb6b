// Writes mock-server/seed/db.seed.json and the SVG images beside it, deterministically (seeded
// streams, a fixed date), so the committed seed only changes when a generator does.
//   npx tsx mock-server/seed/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSeed } from './build';

const OUT_DIR = import.meta.dirname;
const { db, images } = buildSeed();
for (const [name, content] of Object.entries(images)) {
  const file = join(OUT_DIR, 'images', name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
writeFileSync(join(OUT_DIR, 'db.seed.json'), `${JSON.stringify(db, null, 2)}\n`);
console.log(
  `seed written: ${db.users.length} users, ${db.teamMembers.length} team members, ${db.earnings.length} earnings, ` +
    `${db.withdrawals.length} withdrawals, ${db.walletRecords.length} wallet records, ${db.areas.length} areas, ` +
    `${Object.keys(images).length} images`,
);
