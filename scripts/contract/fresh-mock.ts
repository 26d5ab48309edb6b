// A copy of the committed seed in a temp folder of its own, removed at exit: the mock the
// contract suite starts when no --base is given changes nothing of the developer's db.json.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_FILE } from '../../mock-server/db.ts';

export function freshSeedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-mock-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'db.json');
  copyFileSync(SEED_FILE, file);
  return file;
}
