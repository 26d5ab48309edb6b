// The mock database: lowdb 1 over db.json with a durable adapter. json-server's own FileSync
// overwrites the file in place (a kill mid-write leaves half a file); ours writes a temp file,
// fsyncs it and renames it over db.json, synchronously, so a write is on disk before the
// answer that confirms it is sent, and writes cannot interleave (one thread, no awaits).
// The seed (seed/db.seed.json) is the tracked source; the live file, ./db.json at the top of the
// project as json-server users expect to find and edit it, is made from it and git-ignored, so
// using the app leaves a clean checkout.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, basename, join } from 'node:path';
import low, { type AdapterSync } from 'lowdb';
import type { DbSchema, MockDb } from './schema';
import { type SeedName, seedText } from './seed/big';
import { rebaseDates } from './seed/rebase';
import { hashToken } from './services/session';

export const SEED_FILE = join(import.meta.dirname, 'seed', 'db.seed.json');
/** Where `npm start` keeps its data (`--db` picks another file): db.json at the project's top. */
export const DATA_FILE = join(import.meta.dirname, '..', 'db.json');
/** Where `npm start -- --seed big` keeps its data: beside db.json, so either stays as it is. */
export const BIG_DATA_FILE = join(import.meta.dirname, '..', 'db.big.json');

/**
 * db.json exists but cannot be used (not JSON, or a collection missing or of the wrong type): the
 * server must not start, and must not touch the file.
 */
export class CorruptDbError extends Error {
  constructor(file: string, reason: string) {
    super(
      `Cannot start: ${file} is not a usable database (${reason}). ` +
        'Fix the file or run `npm run mock:reset` to restore the seed data.',
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

const kindOf = (v: unknown) =>
  Array.isArray(v) ? 'a list' : v && typeof v === 'object' ? 'an object' : JSON.stringify(v);

/**
 * Collections this code added after db.json files were made from an older seed, with what such a
 * file had instead: only these may be missing (anything else missing is damage, not age).
 */
const ADDED_LATER: Partial<Record<keyof DbSchema, () => unknown>> = {
  // who uploaded what (services/upload.ts): an older file recorded nothing, so nothing is owned
  uploads: () => [],
  // one-click-pay orders (routes/pay.ts): an older file had none
  payOrders: () => [],
};

/**
 * Checks every collection the seed has is there with the seed's type; throws CorruptDbError naming
 * the first that is not.
 */
function parseDb(file: string, text: string, seed: Record<string, unknown>): DbSchema {
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (e) {
    throw new CorruptDbError(file, `invalid JSON: ${(e as Error).message}`);
  }
  if (!state || typeof state !== 'object' || Array.isArray(state)) {
    throw new CorruptDbError(file, 'the top level is not a JSON object');
  }
  const rows = state as Record<string, unknown>;
  for (const [key, expected] of Object.entries(seed)) {
    if (!(key in rows)) {
      const start = ADDED_LATER[key as keyof DbSchema];
      if (!start) throw new CorruptDbError(file, `the collection "${key}" is missing`);
      rows[key] = start();
      continue;
    }
    if (kindOf(rows[key]) !== kindOf(expected)) {
      throw new CorruptDbError(
        file,
        `the collection "${key}" is ${kindOf(rows[key])} where ${kindOf(expected)} belongs`,
      );
    }
  }
  return state as DbSchema;
}

/**
 * Sessions written before tokens were hashed hold the raw token: it becomes its hash (the user
 * stays logged in, and the file no longer holds a usable token). Returns whether anything changed.
 */
function hashRawTokens(state: DbSchema): boolean {
  let changed = false;
  const kept: DbSchema['sessions'] = [];
  for (const row of state.sessions as (DbSchema['sessions'][number] & { token?: unknown })[]) {
    if (row.token !== undefined) {
      changed = true;
      const { token, ...rest } = row;
      if (typeof token === 'string' && token) kept.push({ ...rest, tokenHash: hashToken(token) });
      continue;
    }
    if (typeof row.tokenHash === 'string') kept.push(row);
    else changed = true;
  }
  state.sessions = kept;
  return changed;
}

class DurableAdapter implements AdapterSync<DbSchema> {
  constructor(private file: string) {}

  read(): DbSchema {
    const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Record<string, unknown>;
    return parseDb(this.file, readFileSync(this.file, 'utf8'), seed);
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

/** Writes the seed `name` (the committed one unless told) to `file`, and its folder. */
export function writeSeed(file: string, name: SeedName = 'default'): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, seedText(SEED_FILE, name));
}

/**
 * Opens (creating it and its folder from the seed `seed` when missing) the database at `file`.
 * Throws CorruptDbError, leaving the file as it is, when it cannot be read.
 */
export function openDb(file: string, seed: SeedName = 'default'): MockDb {
  mkdirSync(dirname(file), { recursive: true });
  removeStaleTemps(file);
  if (!existsSync(file)) writeSeed(file, seed);
  const db = low(new DurableAdapter(file));
  const state = db.getState();
  let changed = hashRawTokens(state);
  if (state.meta.rebased === false) {
    rebaseDates(state, new Date());
    state.meta.rebased = true;
    changed = true;
  }
  if (changed) db.write();
  return db;
}
