// Browser journeys: a dev build of the app served with the real mock server on an ephemeral
// port, driven in Debian's Chromium (its headless shell, scripts/chromium.mjs) at a phone viewport
// with a WeChat user agent.
import { suite, type Test } from 'uvu';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { freshDbFile } from '../helpers/mock';
import type { DbSchema } from '../../mock-server/schema';
import type { User } from '../../src/api/types';
import { JOURNEY_CHROMIUM } from '../../scripts/chromium.mjs';

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10; M2006C3LC Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 ' +
  'MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

// Nothing may leave this machine: every host but the loopback fails to resolve, and every request
// not to the loopback (an address written as digits too, which is not resolved) goes to a proxy on
// the loopback where nothing answers. Chromium does this itself: a guard of playwright's (a route on
// every request) would hold each of a page's requests for node, and cost a document 40 % more CPU.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--proxy-server=http://127.0.0.1:9',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * A phone of its own in `browser` (own cookies and storage): 375x667 at 2x with touch, WeChat's
 * user agent, Chinese; `options` add to or replace these. In a Chromium started with CHROMIUM_ARGS,
 * only the loopback answers it.
 */
export function newPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    ...options,
  });
}

// uvu sets the exit code when its suites end, after close(): a late violation is added on exit
let lateViolations = false;
process.on('exit', () => {
  if (lateViolations) process.exitCode = 1;
});

// scripts/test.mjs builds it once for all its workers (DEV_APP_DIR)
let builtDir: string | null = process.env.DEV_APP_DIR || null;
/** The dev app (with the developer tools), built once per test process unless DEV_APP_DIR names one. */
export function buildDevApp(): string {
  if (builtDir) return builtDir;
  const out = mkdtempSync(path.join(tmpdir(), 'partner-dist-'));
  execFileSync(process.execPath, ['build.mjs', '--dev', '--quiet'], {
    env: { ...process.env, OUT_DIR: out },
    stdio: 'inherit',
  });
  builtDir = out;
  return out;
}

/** Set by scripts/test/worker.mjs: what it runs after its last file. */
const worker = (globalThis as { TEST_WORKER?: { afterAll: (() => Promise<void>)[] } }).TEST_WORKER;
let chromiumOfWorker: Promise<Browser> | null = null;
/**
 * A Chromium for a suite. In a test worker, one for all its suites (each suite's phones are
 * contexts of their own: cookies, storage and service workers apart), closed after the worker's
 * last file: a launch costs more CPU than many a suite's own journeys. Elsewhere, one per suite.
 */
async function chromiumForSuite(): Promise<{ browser: Browser; shared: boolean }> {
  const launch = () => chromium.launch({ executablePath: JOURNEY_CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  if (!worker) return { browser: await launch(), shared: false };
  if (!chromiumOfWorker) worker.afterAll.push(async () => (await chromiumOfWorker)?.close());
  // a suite whose Chromium crashed leaves it to the next suite to start another
  if (!chromiumOfWorker || !(await chromiumOfWorker).isConnected()) chromiumOfWorker = launch();
  return { browser: await chromiumOfWorker, shared: true };
}

/** What `data` is unless a journey says: each reads the fields of the route it calls. */
// biome-ignore lint/suspicious/noExplicitAny: a journey reads any field of an answer, and its assertion is the check
type AnyData = any;

export interface App {
  url: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Opens `#path` in a fresh page of the same context (same storage). */
  open(hashPath: string): Promise<Page>;
  /** Logs in through the API and stores the session the way the app does. */
  loginAs(mobile: string): Promise<void>;
  /**
   * Calls a mock route (POST with `body`, or GET) with the session the page holds, or `token`, and
   * an Idempotency-Key when `key` is given: the answer's `data`; not code 0 throws its message.
   */
  call<T = AnyData>(route: string, body?: object, opts?: { token?: string; key?: string; method?: 'GET' }): Promise<T>;
  /** Arms a mock scenario for the next call(s) of a route. */
  arm(route: string, scenario: string, times?: number): Promise<void>;
  shot(name: string): Promise<void>;
  /** Reports the Content-Security-Policy violations of another context's pages to this app too. */
  watchCsp(context: BrowserContext): Promise<void>;
  /** Throws (failing the test) when a page broke the Content-Security-Policy since the last check. */
  checkCsp(): void;
  /** Closes the suite's phones (or its browser) and the server; a violation not yet checked fails the run. */
  close(): Promise<void>;
}

/**
 * Collects Content-Security-Policy violations of every page of `context` into `seen`: the
 * page's own securitypolicyviolation event (written to the console by an init script, so it
 * survives navigations) and Chromium's "Refused to ..." console lines.
 */
export async function collectCspViolations(context: BrowserContext, seen: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `[csp] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const watch = (p: Page) =>
    p.on('console', (m) => {
      const text = m.text();
      if (text.startsWith('[csp]') || /Content Security Policy/i.test(text)) seen.push(`${p.url()}: ${text}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * Saves what `page` shows as test-results/<name>.png, to look at after a run. At CSS pixels: a
 * 375-wide picture shows the state, and the phone's 2x costs three times the CPU to encode.
 */
export async function shot(page: Page, name: string, options: PageScreenshotOptions = {}): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, scale: 'css', ...options });
}

/** `prepareDb` edits the fresh copy of the seed before the server opens it (e.g. money for a new user). */
export async function startApp(options: { prepareDb?: (db: DbSchema) => void } = {}): Promise<App> {
  const staticDir = buildDevApp();
  const dbFile = freshDbFile();
  if (options.prepareDb) {
    const db = JSON.parse(readFileSync(dbFile, 'utf8')) as DbSchema;
    options.prepareDb(db);
    writeFileSync(dbFile, JSON.stringify(db));
  }
  const server = await startMockServer({ dbFile, port: 0, staticDir, quiet: true, devRoutes: true });
  const { browser, shared } = await chromiumForSuite();
  const contextsBefore = new Set(browser.contexts());
  const context = await newPhone(browser);
  const violations: string[] = [];
  await collectCspViolations(context, violations);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('[page error]', e.message));

  /** POSTs to the mock; `T` is the route's `data`. */
  const post = async <T = unknown>(route: string, body: object, token?: string) => {
    const res = await fetch(server.url + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return res.json() as Promise<{ code: number; data: T }>;
  };

  const app: App = {
    url: server.url,
    browser,
    context,
    page,
    async open(hashPath) {
      // a fresh document every time: a hash-only change would keep the running app's memory.
      // A popup closed just before (its history.back()) may still land meanwhile: go again.
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto('about:blank');
          await page.goto(`${server.url}/#${hashPath}`);
          return page;
        } catch (e) {
          if (attempt > 5 || !String(e).includes('interrupted by another navigation')) throw e;
          // the late back() of a popup closed at the end of the last test: let it land first
          await page.waitForTimeout(200);
        }
      }
    },
    async loginAs(mobile) {
      await post('/__mock/reset', {});
      await post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
      const { data } = await post<{ token: string; userInfo: User }>('/api/user/loginH5', { mobile, code: '123456' });
      if (!page.url().startsWith(server.url)) await page.goto(`${server.url}/#/pages/login/index`);
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userInfo', user);
        },
        [data.token, JSON.stringify(data.userInfo)],
      );
    },
    async call(route, body = {}, opts = {}) {
      const token = opts.token ?? (await page.evaluate(() => localStorage.getItem('token')));
      const res = await fetch(server.url + route, {
        method: opts.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
        },
        ...(opts.method === 'GET' ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await res.json()) as { code: number; message: string; data: AnyData };
      if (answer.code !== 0) throw new Error(`${route}: ${answer.code} ${answer.message}`);
      return answer.data;
    },
    async arm(route, scenario, times = 1) {
      await post('/__mock/scenarios', { route, scenario, times });
    },
    shot: (name) => shot(page, name),
    watchCsp: (other) => collectCspViolations(other, violations),
    checkCsp() {
      const seen = violations.splice(0);
      if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
    },
    async close() {
      // console lines may arrive after a test's own check: they fail the run without stopping
      // the other suites (a throw here would end the whole uvu process)
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!shared) await browser.close();
      // the phones this suite opened in a shared Chromium go with it (their pages would call a closed server)
      else await Promise.all(browser.contexts().map((c) => !contextsBefore.has(c) && c.close()));
      await server.close();
      try {
        app.checkCsp();
      } catch (e) {
        console.error(`✘ ${(e as Error).message}`);
        lateViolations = true;
      }
    },
  };
  return app;
}

/**
 * A suite of journeys on one app (startApp) for all its tests, `loginAs` a seed partner signed in
 * first; a page that breaks the Content-Security-Policy fails the test it happened in.
 */
export function appSuite(
  name: string,
  opts: { loginAs?: string; prepareDb?: (db: DbSchema) => void } = {},
): Test<{ app: App }> {
  const test = suite<{ app: App }>(name, { app: null as unknown as App });
  test.before(async (ctx) => {
    ctx.app = await startApp({ prepareDb: opts.prepareDb });
    if (opts.loginAs) await ctx.app.loginAs(opts.loginAs);
  });
  test.after.each(({ app }) => app.checkCsp());
  test.after(async (ctx) => ctx.app.close());
  return test;
}

/**
 * The pixels of the image at `src` as `page` decodes it: RGBA, row by row. They cross the devtools
 * protocol as one base64 string: as a JSON array of numbers a poster's 4 million bytes cost this
 * Chromium and node most of a minute of CPU.
 */
export async function imagePixels(
  page: Page,
  src: string,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { base64, width, height } = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height);
    let binary = '';
    for (let at = 0; at < d.data.length; at += 0x8000)
      binary += String.fromCharCode(...d.data.subarray(at, at + 0x8000));
    return { base64: btoa(binary), width: d.width, height: d.height };
  }, src);
  return { data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height };
}

/**
 * The mock runs in the tests' process: a suite moves its clock on (`advance`) to use up a rate
 * limit without waiting. The clock is moved only while the suite runs (all suites are imported
 * before any runs, so a clock set at import time would be another suite's).
 */
export function movableClock(test: Test<{ app: App }>): { advance(ms: number): void } {
  let realNow = Date.now;
  let shiftMs = 0;
  test.before(() => {
    realNow = Date.now;
    shiftMs = 0;
    Date.now = () => realNow() + shiftMs;
  });
  test.after(() => {
    Date.now = realNow;
  });
  return { advance: (ms) => (shiftMs += ms) };
}
