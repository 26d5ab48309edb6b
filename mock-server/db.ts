// The mock database: lowdb 1 over db.json with a durable adapter. json-server's own FileSync
// overwrites the file in place (a kill mid-write leaves half a file); ours writes a temp file,
// fsyncs it and renames it over db.json, synchronously, so a write is on disk before the
// answer that confirms it is sent, and writes cannot interleave (one thread, no awaits).
// The seed (seed/db.seed.json) is the tracked source; the live file is made from it and never
// tracked (mock-server/data/ is git-ignored), so using the app leaves a clean checkout.
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, basename, join } from 'node:path';
import low, { type AdapterSync, type LowdbSync } from 'lowdb';
import type { DbSchema } from './schema';
import { rebaseDates } from './seed/rebase';

export type MockDb = LowdbSync<DbSchema>;

export const SEED_FILE = join(import.meta.dirname, 'seed', 'db.seed.json');
/** Where `npm start` keeps its data (`--db` picks another file). */
export const DATA_FILE = join(import.meta.dirname, 'data', 'db.json');

/** db.json exists but cannot be used: the server must not start (and must not touch it). */
export class CorruptDbError extends Error {
  constructor(file: string, reason: string) {
    super(
      `Cannot start: ${file} is not a usable database (${reason}). Fix the file or run \`npm run mock:reset\` to restore the seed data.`,
    );
    this.name = 'CorruptDbError';
  }
}

const tempPrefix = (file: string) => `.${basename(file)}.`;

/** Writes `text` to `file` so that a reader or a crash sees either the old or the new file. */
function writeFileAtomic(file: string, text: string): void {
  const tmp = join(dirname(file), `${tempPrefix(file)}${process.pid}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  // the rename itself lives in the directory: sync it too, or a power cut could undo it
  const dir = openSync(dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

function parseDb(file: string, text: string): DbSchema {
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (e) {
    throw new CorruptDbError(file, `invalid JSON: ${(e as Error).message}`);
  }
  if (!state || typeof state !== 'object' || Array.isArray(state)) {
    throw new CorruptDbError(file, 'the top level is not a JSON object');
  }
  for (const [key, value] of Object.entries(state)) {
    if (!value || typeof value !== 'object') {
      throw new CorruptDbError(file, `"${key}" is not an object or an array`);
    }
  }
  return state as DbSchema;
}

class DurableAdapter implements AdapterSync<DbSchema> {
  constructor(private file: string) {}

  read(): DbSchema {
    const state = parseDb(this.file, readFileSync(this.file, 'utf8'));
    // a collection added to the seed after this db.json was made starts as the seed has it
    const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as DbSchema;
    for (const key of Object.keys(seed) as (keyof DbSchema)[]) {
      if (!(key in state)) (state as unknown as Record<string, unknown>)[key] = seed[key];
    }
    return state;
  }

  write(state: DbSchema): void {
    writeFileAtomic(this.file, JSON.stringify(state, null, 2));
  }
}

/** Temp files of writes a crash or a kill interrupted: never renamed over `file`, so never needed. */
function removeStaleTemps(file: string): void {
  const prefix = tempPrefix(file);
  for (const name of readdirSync(dirname(file))) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dirname(file), name), { force: true });
  }
}

/**
 * Opens (creating it and its folder from the seed when missing) the database at `file`.
 * Throws CorruptDbError, leaving the file as it is, when it cannot be read.
 */
export function openDb(file: string): MockDb {
  mkdirSync(dirname(file), { recursive: true });
  removeStaleTemps(file);
  if (!existsSync(file)) copyFileSync(SEED_FILE, file);
  const db = low(new DurableAdapter(file));
  const state = db.getState();
  if (state.meta && state.meta.rebased === false) {
    rebaseDates(state, new Date());
    state.meta.rebased = true;
    db.write();
  }
  return db;
}
