// `npm run dev` (mock-server/main.ts --dev) on a temp copy of the app: it builds with source
// maps, a saved file makes the open page's channel say reload, and a syntax error reaches the
// page's channel (and the terminal) until the file is fixed.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../helpers/mock';
import { removeTempDir, tempDir } from '../helpers/temp';

const ROOT = resolve(import.meta.dirname, '../..');

interface Ctx {
  dir: string;
  child: ChildProcess;
  url: string;
  output: () => string;
}
const test = suite<Ctx>('mock: dev loop', {} as Ctx);

/** Resolves when the dev server's output matches `pattern` (within `ms`). */
function waitFor(ctx: Ctx, pattern: RegExp, ms = 30000): Promise<RegExpExecArray> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no ${pattern} in ${ms} ms:\n${ctx.output()}`)), ms);
    const check = () => {
      const m = pattern.exec(ctx.output());
      if (!m) return;
      clearTimeout(timer);
      ctx.child.stdout?.off('data', check);
      done(m);
    };
    ctx.child.stdout?.on('data', check);
    check();
  });
}

/** The page's channel: the events it receives, as `event data` lines. */
async function channel(url: string) {
  const res = await fetch(`${url}/__mock/live-reload`);
  assert.is(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = () => [...text.matchAll(/event: (.+)\ndata: (.*)\n\n/g)].map((m) => [m[1], JSON.parse(m[2])]);
  return {
    /** the next event after the `seen` first ones */
    async next(seen: number, ms = 20000): Promise<[string, unknown]> {
      const until = Date.now() + ms;
      while (events().length <= seen) {
        if (Date.now() > until) throw new Error(`no event after ${seen}: ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('the channel closed');
        text += value;
      }
      return events()[seen] as [string, unknown];
    },
    close: () => reader.cancel(),
  };
}

test.before(async (ctx) => {
  ctx.dir = tempDir('dev-loop-');
  cpSync(join(ROOT, 'src'), join(ctx.dir, 'src'), { recursive: true });
  for (const f of ['package.json', 'tsconfig.json']) cpSync(join(ROOT, f), join(ctx.dir, f));
  symlinkSync(join(ROOT, 'node_modules'), join(ctx.dir, 'node_modules'));
  const main = join(ROOT, 'mock-server/main.ts');
  ctx.child = spawn(process.execPath, ['--import', 'tsx', main, '--dev', '--port', '0', '--db', 'db.json', '--quiet'], {
    cwd: ctx.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOCK_QUIET: '1' },
  });
  let out = '';
  ctx.child.stdout?.on('data', (d) => (out += d));
  ctx.child.stderr?.on('data', (d) => (out += d));
  ctx.output = () => out;
  ctx.url = (await waitFor(ctx, /Mock API and app on (http:\/\/localhost:\d+)/))[1];
  await waitFor(ctx, /\[dev\] built in \d+ ms/, 60000);
});

test.after((ctx) => {
  ctx.child.kill();
  removeTempDir(ctx.dir);
});

test('the dev build is served with source maps and the developer tools', async ({ url }) => {
  const html = await (await fetch(url)).text();
  const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1];
  assert.ok(entry, html);
  const script = await (await fetch(`${url}/${entry}`)).text();
  const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
  assert.ok(map, 'the entry names its source map');
  const sources = (await (await fetch(`${url}/${entry.replace(/[^/]+$/, '')}${map}`)).json()).sources as string[];
  assert.ok(
    sources.some((s) => s.endsWith('src/main.tsx')),
    'the map leads back to src/main.tsx',
  );
});

test('a saved source file makes the open page reload', async ({ url, dir }) => {
  const page = await channel(url);
  try {
    appendFileSync(join(dir, 'src/app/paths.ts'), '\n// saved\n');
    assert.equal(await page.next(0), ['reload', null]);
  } finally {
    await page.close();
  }
});

test('a syntax error reaches the page and the terminal; fixing it reloads the page', async (ctx) => {
  const file = join(ctx.dir, 'src/lib/money.ts');
  const good = readFileSync(file, 'utf8');
  const page = await channel(ctx.url);
  try {
    writeFileSync(file, `${good}\nexport const = ;\n`);
    const [event, text] = await page.next(0);
    assert.is(event, 'build-error');
    assert.match(String(text), /src\/lib\/money\.ts:\d+:\d+/);
    assert.match(String(text), /Expected identifier/);
    await waitFor(ctx, /\[dev\] build failed/);
    assert.match(ctx.output(), /Expected identifier/);
    // a page opened while the build is broken shows the error at once
    const late = await channel(ctx.url);
    assert.is((await late.next(0))[0], 'build-error');
    await late.close();
    writeFileSync(file, good);
    assert.equal(await page.next(1), ['reload', null]);
  } finally {
    await page.close();
  }
});

test('without the dev loop the channel answers 204, so a page does not reconnect', async () => {
  const s = await startTestServer({ devRoutes: true });
  try {
    assert.is((await fetch(`${s.url}/__mock/live-reload`)).status, 204);
  } finally {
    await s.close();
  }
});

test.run();
