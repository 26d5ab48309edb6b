// The preview server against a real deployable build: precompressed files negotiated, the cache
// rules, the CSP header, revalidation, and nothing served that is not the app's.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startPreviewServer } from '../../../scripts/preview/server';
import { tempDir } from '../../helpers/temp';

const dir = tempDir('partner-preview-');
execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, OUT_DIR: dir }, stdio: 'inherit' });
const preview = await startPreviewServer({ dir });
// node:http rather than fetch, which adds an Accept-Encoding of its own: a request carries exactly
// the headers given; the body is decoded as fetch would, the headers are the server's own
const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Response>((resolve, reject) => {
    const req = request(preview.url + p, { headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const body = Buffer.concat(parts);
        const encoding = res.headers['content-encoding'];
        const decoded = !body.length
          ? body
          : encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body;
        const status = res.statusCode ?? 0;
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
        resolve(new Response(status === 304 || status === 204 ? null : decoded, { status, headers: out }));
      });
    });
    req.on('error', reject);
    req.end();
  });
const raw = (file: string) => readFileSync(path.join(dir, file));
// fetch decodes what it is sent: ask with a header it does not rewrite, and read the bytes
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());
const chunk = `chunks/${readdirSync(path.join(dir, 'chunks'))[0]}/home.js`;

test('the build writes a .br and a .gz beside every text file (a one-line stub can go without)', () => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js)$/.test(f));
  assert.ok(files.length > 50);
  for (const f of files.filter((name) => raw(name).length > 200)) {
    assert.ok(existsSync(path.join(dir, `${f}.br`)), `${f}.br`);
    assert.ok(brotliDecompressSync(raw(`${f}.br`)).equals(raw(f)), `${f}.br holds ${f}`);
    assert.ok(gunzipSync(raw(`${f}.gz`)).equals(raw(f)), `${f}.gz holds ${f}`);
  }
});

test('index.html: brotli when asked, revalidated each load, the CSP as a header', async () => {
  const r = await get('/', { 'accept-encoding': 'gzip, br' });
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-encoding'), 'br');
  assert.is(r.headers.get('vary'), 'Accept-Encoding');
  assert.is(r.headers.get('cache-control'), 'no-cache');
  assert.is(r.headers.get('content-type'), 'text/html; charset=utf-8');
  const csp = JSON.parse(raw('csp.json').toString()).header as string;
  assert.is(r.headers.get('content-security-policy'), csp);
  assert.match(csp, "frame-ancestors 'none'");
  assert.match(await r.text(), 'name="mobile"');
});

test('index.html preloads, for the login route, what hydration needs and not the request layer', async () => {
  const html = await (await get('/')).text();
  const preloads = JSON.parse(/\(document,location,(\{.*?\})\)/.exec(html)?.[1] || '{}');
  const login: string[] = preloads['/pages/login/index'] || [];
  assert.ok(login.some((f) => f.endsWith('/login.js')));
  // the inline script sends a 获取验证码 tapped before the app; the launch flow brings the rest
  assert.not.ok(
    login.some((f) => f.endsWith('/api.js')),
    login.join(', '),
  );
});

test('gzip for a browser without brotli, the file itself for one that takes neither', async () => {
  const gz = await get('/index.html', { 'accept-encoding': 'gzip' });
  assert.is(gz.headers.get('content-encoding'), 'gzip');
  const plain = await get(`/${chunk}`, { 'accept-encoding': 'identity' });
  assert.is(plain.headers.get('content-encoding'), null);
  assert.ok((await bytes(plain)).equals(raw(chunk)));
});

test('chunks are immutable for a year', async () => {
  const r = await get(`/${chunk}`, { 'accept-encoding': 'br' });
  assert.is(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(r.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(r.headers.get('content-security-policy'), null);
});

test('an unchanged index.html answers 304 to its ETag', async () => {
  const first = await get('/', { 'accept-encoding': 'br' });
  const etag = first.headers.get('etag') || '';
  assert.ok(etag);
  const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
  assert.is(again.status, 304);
  // another encoding is another representation with its own tag
  assert.is.not((await get('/', { 'accept-encoding': 'gzip' })).headers.get('etag'), etag);
});

test('the icons, /favicon.ico included', async () => {
  const r = await get('/favicon.ico');
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'image/x-icon');
  assert.is((await get('/apple-touch-icon.png')).headers.get('content-type'), 'image/png');
});

test('nothing else: the CSP source, unknown paths and other methods are refused', async () => {
  assert.is((await get('/csp.json')).status, 404);
  assert.is((await get('/chunks/../csp.json')).status, 404);
  assert.is((await get('/index.html.br')).status, 404);
  assert.is((await get('/nope.js')).status, 404);
  assert.is((await get('/api/user/getH5UserInfo')).status, 404);
  assert.is((await get('/', {}, 'POST')).status, 405);
});

test.after(() => preview.close());
test.run();
