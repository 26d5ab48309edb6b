// Starts the real mock server for a test: a fresh copy of the seed in a temp folder (removed by
// close, or at exit), an ephemeral port, quiet; plus small fetch helpers that return status and
// envelope together.
import { copyFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { SEED_FILE } from '../../mock-server/db';
import type { ScenarioName } from '../../mock-server/lib/scenario-names';
import type { DbSchema } from '../../mock-server/schema';
import { removeTempDir, tempDir } from './temp';

/** What `data` is unless a test says: tests read arbitrary fields of answers, and assert on them. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads any field of an answer, and the assertion is the check
type AnyData = any;

/** An answer as a test reads it. `T` is whatever the test expects in `data`. */
export interface Answer<T = AnyData> {
  status: number;
  code: number;
  message: string;
  data: T;
  headers: Headers;
  /** the parsed body (or the raw text when it is not JSON) */
  body: unknown;
}

export interface TestServer {
  url: string;
  port: number;
  dbFile: string;
  close(): Promise<void>;
  /** POST a JSON body (a string is sent as it is, for malformed-body tests) */
  post<T = AnyData>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  get<T = AnyData>(path: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** getVerifyCode + loginH5 for a mobile; resolves with the token */
  login(mobile: string): Promise<string>;
  /** headers carrying a token */
  auth(token: string, extra?: Record<string, string>): Record<string, string>;
}

/**
 * The committed seed, for a test that needs a generated value (an ID card, a region): read it here
 * rather than writing it in the test, so regenerating the seed does not break the test.
 */
export const seedDb = (): DbSchema => JSON.parse(readFileSync(SEED_FILE, 'utf8')) as DbSchema;

/** A temp copy of the seed (or of `from`), in a folder of its own that goes at exit. */
export function freshDbFile(from = SEED_FILE): string {
  const file = join(tempDir('mock-db-'), 'db.json');
  copyFileSync(from, file);
  return file;
}

export async function read(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: tests look at `body` as text
  }
  const envelope = (body && typeof body === 'object' ? body : {}) as {
    code?: number;
    message?: string;
    data?: unknown;
  };
  return {
    status: res.status,
    code: envelope.code ?? NaN,
    message: envelope.message ?? '',
    data: envelope.data,
    headers: res.headers,
    body,
  };
}

/** fetch helpers for a server at `url` (also used against a child-process server). */
export function client(url: string) {
  const post = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    read(
      await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const get = async (path: string, headers: Record<string, string> = {}) => read(await fetch(url + path, { headers }));
  const auth = (token: string, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${token}`,
    token,
    ...extra,
  });
  /** getVerifyCode (with the captcha once the hourly limit is reached) + loginH5: the session it opens */
  async function session(mobile: string): Promise<{ token: string; userInfo: Record<string, unknown> }> {
    let sent = await post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
    if (sent.code === 1004) {
      const { data } = await post('/common/front/captcha');
      const answer = await get(`/__mock/captcha/${data.captchaKey}`);
      sent = await post('/api/getCode/getVerifyCode', {
        mobile,
        scene: 'login',
        captchaKey: data.captchaKey,
        captcha: answer.data.answer,
      });
    }
    // 429: a code was sent within the minute, and it is still valid
    if (sent.code !== 0 && sent.code !== 429)
      throw new Error(`getVerifyCode for ${mobile}: ${sent.code} ${sent.message}`);
    const answer = await post('/api/user/loginH5', { mobile, code: '123456' });
    if (answer.code !== 0) throw new Error(`loginH5 for ${mobile}: ${answer.code} ${answer.message}`);
    return answer.data;
  }
  const login = async (mobile: string) => (await session(mobile)).token;
  return { post, get, auth, login, session };
}

/**
 * A server on a fresh copy of the seed (or on `dbFile`); close() also removes a copy it made. It has
 * the /__mock developer routes (scenarios, captcha answers, reset) unless `devRoutes: false`.
 */
export async function startTestServer(
  opts: { scenario?: ScenarioName; dbFile?: string; devRoutes?: boolean } = {},
): Promise<TestServer> {
  const dbFile = opts.dbFile ?? freshDbFile();
  const server = await startMockServer({
    dbFile,
    port: 0,
    quiet: true,
    scenario: opts.scenario,
    staticDir: join(tmpdir(), 'no-app-here'),
    devRoutes: opts.devRoutes ?? true,
  });
  const close = async () => {
    await server.close();
    if (!opts.dbFile) removeTempDir(dirname(dbFile));
  };
  return { ...server, close, dbFile, ...client(server.url) };
}
