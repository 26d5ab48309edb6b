// `npm run mock:reset`: restores the mock's data (./db.json, git-ignored; `-- --db FILE` for
// another file) from the committed seed; dates move to today when the server next opens it. Stop
// the server first: a running server keeps its own copy in memory and would write it back.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_FILE, SEED_FILE } from '../mock-server/db';

const { values } = parseArgs({ options: { db: { type: 'string', default: DATA_FILE } } });
const file = resolve(values.db);
mkdirSync(dirname(file), { recursive: true });
copyFileSync(SEED_FILE, file);
console.log(`${relative(process.cwd(), file)} restored from ${relative(process.cwd(), SEED_FILE)}`);
