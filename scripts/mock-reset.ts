// `npm run mock:reset`: restores the mock's data (./db.json, git-ignored; `-- --db FILE` for
// another file; `-- --seed big` for db.big.json and the big seed) from the committed seed; dates
// move to today when the server next opens it. Stop the server first: a running server keeps its
// own copy in memory and would write it back.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BIG_DATA_FILE, DATA_FILE, SEED_FILE, writeSeed } from '../mock-server/db';
import { isSeedName, SEED_NAMES } from '../mock-server/seed/big';

const { values } = parseArgs({ options: { db: { type: 'string' }, seed: { type: 'string', default: 'default' } } });
const seed = values.seed ?? 'default';
if (!isSeedName(seed)) {
  console.error(`Unknown seed "${seed}": use one of ${SEED_NAMES.join(', ')}.`);
  process.exit(1);
}
const file = resolve(values.db ?? (seed === 'big' ? BIG_DATA_FILE : DATA_FILE));
writeSeed(file, seed);
const crowd = seed === 'big' ? ' with the big crowd' : '';
console.log(`${relative(process.cwd(), file)} restored from ${relative(process.cwd(), SEED_FILE)}${crowd}`);
