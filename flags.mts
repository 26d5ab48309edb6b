import { chromium } from 'playwright-core';
import { startMockServer } from './mock-server/app';
import { freshDbFile } from './test/helpers/mock';
import { CHROMIUM_ARGS, newPhone } from './test/browser/helpers.ts';
import { readFileSync, readdirSync } from 'node:fs';
const server = await startMockServer({ dbFile: freshDbFile(), port: 0, staticDir: '/tmp/devapp', quiet: true, devRoutes: true });
const post = async (route: string, body: object) => (await fetch(server.url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
await post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
const { data } = await post('/api/user/loginH5', { mobile: '13800000001', code: '123456' });
function tree(root: number) {
  const all = new Map<number, { cpu: number; parent: number; type: string }>();
  for (const n of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const f = readFileSync(`/proc/${n}/stat`, 'utf8').split(') ')[1].split(' ');
      const cmd = readFileSync(`/proc/${n}/cmdline`, 'utf8');
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      all.set(+n, { cpu: (+f[11] + +f[12]) / 100, parent: +f[1], type });
    } catch {}
  }
  const mine = new Set([root]);
  for (let s = 0; s !== mine.size; ) { s = mine.size; for (const [p, v] of all) if (mine.has(v.parent)) mine.add(p); }
  const by: Record<string, number> = {};
  for (const p of mine) if (p !== root) { const v = all.get(p)!; by[v.type] = (by[v.type] ?? 0) + v.cpu; }
  return by;
}
const variants: Record<string, { args: string[]; ignore?: string[] }> = {
  base: { args: CHROMIUM_ARGS },
  shm: { args: CHROMIUM_ARGS, ignore: ['--disable-dev-shm-usage'] },
  single: { args: [...CHROMIUM_ARGS, '--single-process'] },
  noanim: { args: CHROMIUM_ARGS },
};
for (const name of process.argv.slice(2)) {
  const v = variants[name];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: v.args, ignoreDefaultArgs: v.ignore });
  const ctx = await newPhone(browser);
  const page = await ctx.newPage();
  await page.goto(server.url + '/#/pages/login/index');
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userInfo', u); }, [data.token, JSON.stringify(data.userInfo)]);
  const before = tree(process.pid); const n0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 12; i++) {
    const h = ['/pages/index/index', '/pages/myTeam/index', '/pages/stores/index', '/pages/mine/index'][i % 4];
    await page.goto('about:blank'); await page.goto(`${server.url}/#${h}`);
    await page.waitForLoadState('networkidle');
  }
  const after = tree(process.pid); const n1 = process.cpuUsage(n0);
  const diff = Object.fromEntries(Object.keys(after).map((k) => [k, +(after[k] - (before[k] ?? 0)).toFixed(2)]));
  console.log(name, (performance.now() - t0).toFixed(0), 'ms', JSON.stringify(diff), 'node', ((n1.user + n1.system) / 1e6).toFixed(2));
  await browser.close();
}
await server.close();
process.exit(0);
