// `npm run mock:reset`: restores the mock's data (DATA_FILE, git-ignored) from the committed seed;
// dates move to today when the server next opens it. Stop the server first: a running server
// keeps its own copy in memory and would write it back.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { DATA_FILE, SEED_FILE } from '../mock-server/db';

mkdirSync(dirname(DATA_FILE), { recursive: true });
copyFileSync(SEED_FILE, DATA_FILE);
console.log(`${relative(process.cwd(), DATA_FILE)} restored from ${relative(process.cwd(), SEED_FILE)}`);
