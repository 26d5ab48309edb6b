// The preview server: dist/ served as production should (rules.ts), with the API passed on to
// the mock server, so `npm run preview` and the bench see what a phone gets from a real host.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ENCODINGS } from '../build/precompress.ts';
import { CONTENT_TYPES, SERVER_ONLY, cacheControl, pickEncoding } from './rules.ts';

/**
 * Paths the API server answers (the mock's routes, uploads and contract documents, and WeChat's
 * web authorisation, which the mock plays at the API's origin for one-click pay).
 */
const API_PREFIXES = ['/api/', '/common/', '/uploads/', '/mock-static/', '/mock-contract/', '/mock-wechat/'];

interface Variant {
  body: Buffer;
  etag: string;
}
interface Entry {
  type: string;
  /** '' for the file itself, else the encoding's name */
  variants: Map<string, Variant>;
}

const variant = (body: Buffer, tag: string): Variant => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}${tag}"`,
});

/** Every built file with its precompressed variants, read once (a build never changes in place). */
function readSite(dir: string): Map<string, Entry> {
  const site = new Map<string, Entry>();
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(path.join(d, n)).isDirectory() ? walk(path.join(d, n)) : [path.join(d, n)],
    );
  const suffixes = ENCODINGS.map((e) => e.suffix);
  for (const file of walk(dir)) {
    if (suffixes.some((s) => file.endsWith(s))) continue;
    const url = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    if (SERVER_ONLY.has(url)) continue;
    const variants = new Map([['', variant(readFileSync(file), '')]]);
    for (const { name, suffix } of ENCODINGS)
      if (existsSync(file + suffix)) variants.set(name, variant(readFileSync(file + suffix), `-${name}`));
    site.set(url, { type: CONTENT_TYPES[path.extname(file)] || 'application/octet-stream', variants });
  }
  return site;
}

function readCsp(dir: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'csp.json'), 'utf8')) as { header: string }).header;
  } catch {
    return null;
  }
}

export interface PreviewOptions {
  dir: string;
  port?: number;
  host?: string;
  /** where /api and the other API paths go (the mock server's origin); none: they answer 404 */
  api?: string;
}

export async function startPreviewServer({ dir, port = 0, host = '127.0.0.1', api }: PreviewOptions) {
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir} has no index.html: run npm run build first (npm run preview does).`);
  const site = readSite(dir);
  const csp = readCsp(dir);

  function serveFile(req: IncomingMessage, res: ServerResponse, url: string, entry: Entry) {
    const encodings = ENCODINGS.map((e) => e.name).filter((n) => entry.variants.has(n));
    const encoding = pickEncoding(req.headers['accept-encoding'], encodings);
    const chosen = entry.variants.get(encoding ?? '') as Variant;
    const headers: Record<string, string | number> = {
      'content-type': entry.type,
      'cache-control': cacheControl(url),
      etag: chosen.etag,
      'x-content-type-options': 'nosniff',
    };
    if (encodings.length) headers.vary = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    if (url.endsWith('.html')) {
      if (csp) headers['content-security-policy'] = csp;
      headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    }
    if (req.headers['if-none-match'] === chosen.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-length'] = chosen.body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
  }

  function passToApi(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url || '/', api);
    const proxied = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode || 502, answer.headers);
      answer.pipe(res);
    });
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  }

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url || '/', 'http://preview').pathname;
    if (api && API_PREFIXES.some((p) => pathname.startsWith(p))) return passToApi(req, res);
    const url = pathname === '/' ? '/index.html' : pathname;
    const entry = site.get(url);
    if (!entry) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    serveFile(req, res, url, entry);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
