// The app as the sheet sees it: a dev build (with the developer tools, like `npm start`), made once,
// served by the real mock against a fresh copy of the seed, on an ephemeral port (so no run takes
// another's port); and a session per account. A state that writes (a submit) gets a server of its
// own, so what it saved never shows on another screen.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { SEED_FILE } from '../../mock-server/db';
import type { User } from '../../src/api/types';

export interface SheetServer {
  url: string;
  /** POSTs a JSON body (with `token`, an Idempotency-Key `key`): the answer's data; not code 0 throws */
  call<T>(route: string, body: object, opts?: { token?: string; key?: string }): Promise<T>;
  /** logs a seed account in through the API: what the app keeps in localStorage */
  login(mobile: string): Promise<{ token: string; userInfo: User }>;
  close(): Promise<void>;
}

export interface SheetBuild {
  staticDir: string;
  remove(): void;
}

/** The app built once for every server of the run. */
export function buildSheetApp(): SheetBuild {
  const scratch = mkdtempSync(join(tmpdir(), 'partner-screens-'));
  const staticDir = join(scratch, 'dist');
  execFileSync(process.execPath, ['build.mjs', '--dev', '--quiet'], {
    env: { ...process.env, OUT_DIR: staticDir },
    stdio: 'inherit',
  });
  return { staticDir, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** Calls a route of the mock at `base` as the app does, giving the answer's data or throwing its code. */
export function mockCaller(base: string) {
  return async function call<T>(route: string, body: object, opts: { token?: string; key?: string } = {}): Promise<T> {
    const res = await fetch(base + route, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token && { Authorization: `Bearer ${opts.token}` }),
        ...(opts.key && { 'Idempotency-Key': opts.key }),
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; message: string; data: T };
    if (answer.code !== 0) throw new Error(`${route}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
}

/** A mock of its own on a fresh copy of the seed, serving the built app. */
export async function startSheetServer(staticDir: string): Promise<SheetServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'partner-screens-db-'));
  const dbFile = join(scratch, 'db.json');
  copyFileSync(SEED_FILE, dbFile);
  const server = await startMockServer({ dbFile, port: 0, staticDir, quiet: true, devRoutes: true });

  const call = mockCaller(server.url);

  return {
    url: server.url,
    call,
    async login(mobile) {
      await call('/__mock/reset', {});
      await call('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
      return call('/api/user/loginH5', { mobile, code: '123456' });
    },
    async close() {
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
