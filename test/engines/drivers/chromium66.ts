// Chromium 66, the oldest kernel of package.json's browserslist (older Android WeChat's X5/XWeb):
// the build npm's chrome-aws-lambda@66.0.3347 ships brotli-packed, unpacked once into
// node_modules/.cache and driven over its own era's DevTools protocol (chrome-remote-interface;
// playwright speaks a protocol this build predates). A phone of 375x667 at 2x, touch, WeChat's
// user agent of that kernel, Beijing time.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import CDP, { type Client, type Target } from 'chrome-remote-interface';
import { packedChromium66 } from '../../../scripts/engines.mjs';
import { tempDir } from '../../helpers/temp';
import { CALL_LIMIT_MS, type Engine, type Point, type ScriptGate, pageScript, sleep, within } from './engine';
import { LOOPBACK_ONLY } from './loopback';

export const CHROMIUM_66_UA =
  'Mozilla/5.0 (Linux; Android 8.1.0; vivo Y83A Build/O11019; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045120 Mobile Safari/537.36 MMWEBID/6416 ' +
  'MicroMessenger/7.0.14.1660(0x27000E37) Process/tools NetType/WIFI Language/zh_CN ABI/arm64';

const CACHE = path.resolve('node_modules/.cache/chromium-66');

/** The binary, unpacked on first use (about 100 MB; a later run reuses it). */
export function chromium66(): string {
  const binary = path.join(CACHE, 'chromium');
  if (existsSync(binary)) return binary;
  const from = packedChromium66();
  if (!from) throw new Error('no chrome-aws-lambda@66.0.3347 in node_modules (npm ci installs it)');
  mkdirSync(CACHE, { recursive: true });
  // written aside, then renamed: a run that stops halfway leaves no broken binary behind
  const part = `${binary}.${process.pid}`;
  writeFileSync(part, brotliDecompressSync(readFileSync(from)));
  chmodSync(part, 0o755);
  renameSync(part, binary);
  return binary;
}

/** The DevTools port the browser prints once it listens. */
function devtoolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (d) => {
      said += d;
      const m = said.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium 66 exited (${code}) before listening:\n${said}`)));
  });
}

/**
 * A tab of the browser at `port`, attached to. The port is announced before the first tab is ready
 * to attach to: on a busy machine the list asked at once had none ('No inspectable targets'). One
 * is opened if none comes within 2 s.
 */
export async function attach(port: number): Promise<Client> {
  const at = { host: '127.0.0.1', port };
  let tab: Target | undefined;
  for (const until = Date.now() + 2000; !tab && Date.now() < until; await sleep(100))
    tab = (await CDP.List(at).catch(() => [])).find((t) => t.type === 'page' && t.webSocketDebuggerUrl);
  return CDP({ ...at, local: true, target: tab ?? (await CDP.New(at)) });
}

/** The browser, headless, listening for DevTools on a port of its own. */
export async function startChromium66(binary: string): Promise<{ child: ChildProcess; port: number }> {
  const profile = tempDir('chromium66-');
  const child = spawn(
    binary,
    [
      '--headless',
      '--no-sandbox',
      '--single-process',
      '--no-zygote',
      '--disable-gpu',
      ...LOOPBACK_ONLY,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { env: { ...process.env, TZ: 'Asia/Shanghai' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { child, port: await devtoolsPort(child) };
}

export async function launchChromium66(binary: string): Promise<Engine> {
  const { child, port } = await startChromium66(binary);
  let cdp: Client;
  try {
    cdp = await attach(port);
  } catch (error) {
    child.kill(); // a browser nobody drives would keep the test's worker alive
    throw error;
  }
  const send = (method: string, params?: object) =>
    within(CALL_LIMIT_MS, `Chromium 66: ${method}`, cdp.send(method, params));
  const errors: string[] = [];
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    const d = exceptionDetails as {
      text: string;
      url?: string;
      lineNumber?: number;
      exception?: { description?: string };
    };
    const what = d.exception?.description?.split('\n')[0] ?? d.text;
    errors.push(`${what} (${d.url ?? '?'}:${(d.lineNumber ?? -1) + 1})`);
  });
  let loaded = () => {};
  cdp.on('Page.loadEventFired', () => loaded());
  await Promise.all(['Page', 'Runtime', 'Network', 'DOM'].map((domain) => send(`${domain}.enable`)));
  await send('Emulation.setDeviceMetricsOverride', { width: 375, height: 667, deviceScaleFactor: 2, mobile: true });
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await send('Network.setUserAgentOverride', { userAgent: CHROMIUM_66_UA });

  const touch = (type: string, at?: Point) =>
    send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });

  async function evaluate(expression: string, byValue = true) {
    const answer = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: byValue });
    const thrown = answer.exceptionDetails as { exception?: { description?: string }; text: string } | undefined;
    if (thrown) throw new Error(`in the page: ${thrown.exception?.description ?? thrown.text}`);
    return answer.result as { value?: unknown; objectId?: string };
  }

  return {
    name: 'Chromium 66',
    async open(url, untilLoaded = true) {
      // by way of a blank page: an address that differs in its hash alone would not load again
      for (const address of ['about:blank', url]) {
        const load = new Promise<void>((resolve) => (loaded = resolve));
        await send('Page.navigate', { url: address });
        if (address === url && !untilLoaded) return;
        await within(CALL_LIMIT_MS, `Chromium 66: the load of ${address}`, load);
      }
    },
    async run<T>(body: string, ...args: unknown[]) {
      return (await evaluate(pageScript(body, args))).value as T;
    },
    async tap(at) {
      await touch('touchStart', at);
      await touch('touchEnd');
    },
    async type(text) {
      for (const key of text) {
        await send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
        await send('Input.dispatchKeyEvent', { type: 'keyUp', key });
      }
    },
    async setFiles(input, files) {
      const { objectId } = await evaluate(pageScript(`return ${input};`, []), false);
      if (!objectId) throw new Error(`no file input: ${input}`);
      await send('DOM.setFileInputFiles', { objectId, files });
    },
    async draw(points) {
      await touch('touchStart', points[0]);
      for (const at of points.slice(1)) {
        await touch('touchMove', at);
        await sleep(16);
      }
      await touch('touchEnd');
    },
    async holdScripts(): Promise<ScriptGate> {
      const held: string[] = [];
      let open = false;
      cdp.on('Network.requestIntercepted', ({ interceptionId }) => {
        if (open) send('Network.continueInterceptedRequest', { interceptionId }).catch(() => {});
        else held.push(interceptionId as string);
      });
      await send('Network.setRequestInterception', { patterns: [{ urlPattern: '*.js' }] });
      return {
        held: () => held.length,
        async release() {
          open = true;
          for (const interceptionId of held.splice(0))
            await send('Network.continueInterceptedRequest', { interceptionId });
          await send('Network.setRequestInterception', { patterns: [] });
        },
      };
    },
    async errors() {
      return errors.splice(0);
    },
    async close() {
      await cdp.close().catch(() => {});
      child.kill();
    },
  };
}
