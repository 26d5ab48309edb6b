// The Content-Security-Policy is in force: sent as a header and as index.html's meta, the app's
// own inline scripts run (the login works), and script smuggled into the page does not.
import * as assert from 'uvu/assert';
import { appSuite } from './helpers';

const csp = appSuite('content security policy');

csp('index.html carries the policy as a meta, and the server sends it with frame-ancestors', async ({ app }) => {
  const res = await fetch(`${app.url}/`);
  const header = res.headers.get('content-security-policy') || '';
  const html = await res.text();
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] || '';
  assert.ok(meta, 'a meta policy');
  assert.is(header, `${meta}; frame-ancestors 'none'`);
  for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-src 'self'"])
    assert.ok(meta.includes(part), part);
  const scripts = meta.split('; ').find((d) => d.startsWith('script-src')) || '';
  assert.not.ok(/unsafe-inline|unsafe-eval/.test(scripts), scripts);
  // one hash per inline script of the page: the start-up script (the too-old-WeChat notice is the
  // old kernels' script, a file of the build's: 'self')
  const inline = [...html.matchAll(/<script>/g)].length;
  assert.is(inline, 1);
  assert.is(scripts.match(/'sha256-[A-Za-z0-9+/]+=*'/g)?.length, inline, scripts);
});

csp('the login page works under the policy; injected handlers and scripts do not run', async ({ app }) => {
  const page = await app.open('/pages/login/index');
  await page.getByRole('button', { name: '登录' }).waitFor();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: string };
    const box = document.createElement('div');
    box.innerHTML = '<img src="/nothing.png" onerror="window.injected=\'handler\'">';
    document.body.appendChild(box);
    const s = document.createElement('script');
    s.textContent = "window.injected='script'";
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 300));
    return w.injected ?? null;
  });
  assert.is(ran, null);
  // both were reported as violations (which is what the journeys fail on)
  assert.throws(() => app.checkCsp(), /script-src/);
});

csp.run();
