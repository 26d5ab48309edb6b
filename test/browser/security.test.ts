// A page on another local origin (http://127.0.0.1:<other port>), open in the developer's browser, against the mock's developer
// routes: it can neither read /__mock/db/sessions nor write with a simple
// text/plain POST. The app itself (on http://localhost:<port>) still uses them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApp, type App } from './helpers';

const test = suite<{ app: App }>('security: another origin against /__mock', { app: null as unknown as App });

test.before(async (ctx) => {
  ctx.app = await startApp();
});
test.after(async (ctx) => {
  await ctx.app.close();
});

test('a page on http://127.0.0.1:<port> reads no session and writes nothing to http://localhost:<port>/__mock', async ({
  app,
}) => {
  await app.loginAs('13800000001');
  // the attacker's page, served by a real server on a second loopback origin (a page the test
  // fulfilled itself would count as a public one, which Chromium keeps off loopback anyway)
  const evilServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>evil</title>');
  });
  await new Promise<void>((resolve) => evilServer.listen(0, '127.0.0.1', resolve));
  const evil = `http://127.0.0.1:${(evilServer.address() as AddressInfo).port}/evil.html`;
  const page = await app.context.newPage();
  try {
    await page.goto(evil);
    const target = app.url;
    const outcome = await page.evaluate(async (base) => {
      const result: Record<string, string> = {};
      try {
        const r = await fetch(`${base}/__mock/db/sessions`, { credentials: 'include' });
        result.read = `read ${r.status}: ${await r.text()}`;
      } catch (e) {
        result.read = `blocked: ${(e as Error).message}`;
      }
      try {
        const r = await fetch(`${base}/__mock/db/sessions`, { mode: 'no-cors' });
        result.opaque = r.type;
      } catch (e) {
        result.opaque = `blocked: ${(e as Error).message}`;
      }
      // simple requests: no preflight, the browser sends them whatever the answer (no named
      // helper here: the test's compiler would wrap it in a function the page does not have)
      for (const [path, body] of [
        ['/__mock/scenarios', { route: '*', scenario: 'server-error', times: 100 }],
        ['/__mock/db/sessions', { tokenHash: 'x', userId: 1006, expiresAt: '2999-01-01T00:00:00Z' }],
        ['/__mock/reset', {}],
      ] as const) {
        await fetch(`${base}${path}`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        }).catch(() => null);
      }
      try {
        const r = await fetch(`${base}/__mock/db/users/1001`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: '{"roleLevel":40}',
        });
        result.patch = `patched ${r.status}`;
      } catch (e) {
        result.patch = `blocked: ${(e as Error).message}`;
      }
      return result;
    }, target);
    assert.match(outcome.read, /^blocked/, outcome.read);
    // an opaque answer, or none at all (Chromium's opaque-response blocking drops JSON)
    assert.match(outcome.opaque, /^(opaque|blocked)/, 'a no-cors read gives the page nothing');
    assert.match(outcome.patch, /^blocked/, outcome.patch);

    // from the developer's side (same machine, no Origin): nothing changed
    const scenarios = await (await fetch(`${app.url}/__mock/scenarios`)).json();
    assert.equal(scenarios.data.armed, [], 'no scenario armed');
    const sessions = (await (await fetch(`${app.url}/__mock/db/sessions`)).json()) as { userId: number }[];
    assert.not.ok(
      sessions.some((s) => s.userId === 1006),
      'no session written',
    );
    const user = await (await fetch(`${app.url}/__mock/db/users/1001`)).json();
    assert.is(user.roleLevel, 10);
  } finally {
    await page.close();
    evilServer.close();
  }
});

test("the app's own page (same origin) still arms a scenario through /__mock", async ({ app }) => {
  const page = await app.open('/pages/login/index');
  const status = await page.evaluate(async () => {
    const r = await fetch('/__mock/scenarios', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/pageConfig', scenario: 'empty', times: 1 }),
    });
    await fetch('/__mock/scenarios', { method: 'DELETE' });
    return r.status;
  });
  assert.is(status, 200);
});

test.run();
