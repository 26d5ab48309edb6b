// WebKit as iOS WeChat's WKWebView stands in for it here: Debian's WebKitGTK (webkit2gtk-driver)
// and its MiniBrowser, under a virtual X server (xvfb-run), over plain W3C WebDriver. A window of
// 375x667 CSS pixels, iPhone WeChat's user agent, Beijing time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { WEBKIT } from '../../../scripts/engines.mjs';
import { tempDir } from '../../helpers/temp';
import { CALL_LIMIT_MS, type Engine, type Point, pageScript, sleep } from './engine';

export const IPHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/**
 * The newest Chromium's generic families on Linux (sans-serif is Arial, serif Times New Roman,
 * which fontconfig gives as Liberation Sans and Serif). WebKitGTK's own are fontconfig's "Sans"
 * and "Serif", DejaVu here, whose digits and Latin letters are a fifth wider: a mobile and a date
 * that fit on one line in Chromium wrap on WebKit. The app's stack names only phones' fonts, so
 * both fall through to sans-serif; the same font on both keeps the comparison to the layout.
 */
const CHROMIUM_FONTS = [
  '--sans-serif-font-family=Arial',
  '--serif-font-family=Times New Roman',
  '--default-font-family=Times New Roman',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * GTK settings for MiniBrowser's own window: its toolbar keeps the window at least 447 px wide,
 * so it is shrunk to nothing that needs width; the page's CSS is WebKit's, untouched by these.
 */
function gtkConfig(): string {
  const home = tempDir('webkit-gtk-');
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; ' +
      '-gtk-icon-transform: scale(0.05); }\n',
  );
  return home;
}

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  // its own process group: closing ends xvfb-run, the X server, the driver and the browser together
  const child: ChildProcess = spawn(WEBKIT.xvfbRun, ['-a', WEBKIT.driver, `--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig() },
    stdio: 'ignore',
    detached: true,
  });
  const end = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    return await drive(port, end);
  } catch (error) {
    end(); // a driver nobody drives would keep the test's worker alive
    throw error;
  }
}

/** The session on the driver at `port`, as an Engine; `end` stops the driver and its browser. */
async function drive(port: number, end: () => void): Promise<Engine> {
  const base = `http://127.0.0.1:${port}`;
  async function call<T = unknown>(method: string, route: string, body?: object): Promise<T> {
    const res = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
    const answer = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (answer.value?.error) throw new Error(`WebDriver ${route}: ${answer.value.error} ${answer.value.message}`);
    return answer.value;
  }
  // the X server starts first; on a busy machine that alone can take seconds
  for (const until = Date.now() + 20_000; ; await sleep(50)) {
    const up = await call('GET', '/status').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('WebKitWebDriver did not start within 20 s');
  }
  const options = {
    binary: WEBKIT.miniBrowser,
    args: ['--automation', `--user-agent=${IPHONE_WECHAT_UA}`, '--time-zone=Asia/Shanghai', ...CHROMIUM_FONTS],
  };
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    // navigation answers at once: open() waits for the load itself, when asked to
    capabilities: {
      alwaysMatch: { browserName: 'MiniBrowser', pageLoadStrategy: 'none', 'webkitgtk:browserOptions': options },
    },
  });
  const session = `/session/${sessionId}`;
  const execute = <T>(script: string, args: unknown[] = []) =>
    call<T>('POST', `${session}/execute/async`, { script, args });
  /** `body` in the page, its answer or its error handed back through WebDriver's callback */
  const inPage = <T>(body: string, args: unknown[]) =>
    execute<{ ok?: T; thrown?: string }>(
      `var done = arguments[arguments.length - 1];
       ${pageScript(body, args)}.then(function (v) { done({ ok: v }); }, function (e) { done({ thrown: String(e && e.stack || e) }); });`,
    ).then((answer) => {
      if (answer.thrown) throw new Error(`in the page: ${answer.thrown}`);
      return answer.ok as T;
    });
  // the window's frame is not the page: grow it by what the toolbar takes
  await call('POST', `${session}/window/rect`, { width: 375, height: 667 });
  const inner = await inPage<number>('return innerHeight;', []);
  await call('POST', `${session}/window/rect`, { width: 375, height: 667 + (667 - inner) });

  const pointer = (actions: object[]) =>
    call('POST', `${session}/actions`, {
      actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions }],
    });

  return {
    name: 'WebKit',
    async open(url, untilLoaded = true) {
      await call('POST', `${session}/url`, { url });
      for (let waited = 0; untilLoaded; waited += 50) {
        const state = await execute<string>('arguments[0](location.href + " " + document.readyState);').catch(() => '');
        if (state === `${url} complete`) return;
        if (waited > CALL_LIMIT_MS)
          throw new Error(`WebKit: the load of ${url}: no answer within ${CALL_LIMIT_MS / 1000} s`);
        await sleep(50);
      }
    },
    run: <T>(body: string, ...args: unknown[]) => inPage<T>(body, args),
    async tap(at) {
      await pointer([
        { type: 'pointerMove', x: Math.round(at.x), y: Math.round(at.y) },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async type(text) {
      const element = await execute<object>('arguments[0](document.activeElement);');
      const id = Object.values(element)[0];
      await call('POST', `${session}/element/${id}/value`, { text });
    },
    async setFiles(input, files) {
      const element = await inPage<object>(`return ${input};`, []);
      if (!element) throw new Error(`no file input: ${input}`);
      const id = Object.values(element)[0];
      await call('POST', `${session}/element/${id}/value`, { text: files.join('\n') });
    },
    async draw(points) {
      const [first, ...rest] = points;
      await pointer([
        { type: 'pointerMove', x: Math.round(first.x), y: Math.round(first.y) },
        { type: 'pointerDown', button: 0 },
        ...rest.map((p: Point) => ({ type: 'pointerMove', duration: 16, x: Math.round(p.x), y: Math.round(p.y) })),
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async errors() {
      return inPage<string[]>('return E.errors.splice(0);', []);
    },
    async close() {
      await call('DELETE', session).catch(() => {});
      end();
    },
  };
}
