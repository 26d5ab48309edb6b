// The contract suite (npm run contract) passes against the mock, writes included, and names the
// route and the field when a backend answers otherwise: here a copy of the mock behind a proxy
// that sends the wallet's balance as text.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runContract } from '../../scripts/contract/run';
import { startTestServer } from '../helpers/mock';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
const WALLET = '/api/userWallet/userWalletH5';

/** A proxy to `target` that answers `path` with `alter(body)` instead of the body. */
async function planted(target: string, path: string, alter: (body: { data: Record<string, unknown> }) => void) {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host' && k !== 'content-length'),
    ) as Record<string, string>;
    const upstream = await fetch(target + req.url, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    });
    let text = await upstream.text();
    if (req.url?.split('?')[0] === path && upstream.status === 200) {
      const body = JSON.parse(text);
      alter(body);
      text = JSON.stringify(body);
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const options = { doc, mobile: '13800000001', code: '123456', log: () => {} };

test('against the mock, every route holds to openapi.json, the writing routes included', async () => {
  const s = await startTestServer();
  try {
    const results = await runContract({ ...options, base: s.url, writes: true });
    assert.equal(
      results.filter((r) => r.verdict !== 'ok').map((r) => `${r.route}: ${r.notes.join('; ')}`),
      [],
    );
    assert.is(results.length, Object.values(doc.paths).flatMap((ops) => Object.keys(ops as object)).length);
  } finally {
    await s.close();
  }
});

test('a wrong answer is named by its route and field, and read-only runs skip the writing routes', async () => {
  const s = await startTestServer();
  const proxy = await planted(s.url, WALLET, (body) => {
    body.data.balanceFen = String(body.data.balanceFen);
  });
  const lines: string[] = [];
  try {
    const results = await runContract({ ...options, base: proxy.url, writes: false, log: (l) => lines.push(l) });
    const differs = results.filter((r) => r.verdict === 'differs');
    assert.equal(
      differs.map((r) => r.route),
      [`GET ${WALLET}`],
    );
    assert.match(differs[0].notes.join(), 'data.balanceFen must be integer');
    assert.ok(lines.includes(`differs GET ${WALLET}  valid input: data.balanceFen must be integer`), lines.join('\n'));
    assert.ok(results.some((r) => r.verdict === 'skipped' && r.route === 'POST /api/userWallet/applyWithDrawalH5'));
    assert.match(lines[lines.length - 1], /^\d+ routes: \d+ ok, 1 differ, \d+ skipped$/);
  } finally {
    proxy.close();
    await s.close();
  }
});

test.run();
