// The deployable build (no developer tools) that journeys serve as production does: the one
// scripts/test.mjs made for the run (DEPLOY_APP_DIR, read-only), or one made here once per process.
import { execFileSync } from 'node:child_process';
import { tempDir } from './temp';

function build(env: Record<string, string>): string {
  const dir = tempDir('partner-deployable-');
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, ...env, OUT_DIR: dir } });
  return dir;
}

let made: string | null = null;

/** Its folder; with `env`, another release built by it (e.g. `ORG_ID`), in a folder of its own. */
export function deployableBuild(env: Record<string, string> = {}): string {
  if (Object.keys(env).length) return build(env);
  made ??= process.env.DEPLOY_APP_DIR || build({});
  return made;
}
