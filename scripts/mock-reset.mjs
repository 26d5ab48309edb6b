// `npm run mock:reset`: restores db.json from the committed seed (dates move to today when
// the server next opens it). Stop the server first: a running server keeps its own copy.
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const seed = fileURLToPath(new URL('../mock-server/seed/db.seed.json', import.meta.url));
const db = fileURLToPath(new URL('../db.json', import.meta.url));
copyFileSync(seed, db);
console.log(`db.json restored from mock-server/seed/db.seed.json`);
