// The mock server under load: 50 concurrent connections for 10 s on a list route and on a
// write route (each write is on disk before its answer), requests per second and p50/p99.
import { startMockServer } from '../mock-server/app';
import { freshDbFile } from '../test/helpers/mock';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_MOCK_SECONDS || 10);

async function load(url: string, headers: Record<string, string>, body: () => object) {
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body()) });
        const json = (await res.json()) as { code: number };
        if (json.code !== 0) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  return { rps: latencies.length / SECONDS, p50: pct(50), p99: pct(99), total: latencies.length, failed };
}

export async function benchMockServer() {
  const server = await startMockServer({ dbFile: freshDbFile(), port: 0, quiet: true });
  try {
    const post = async (p: string, b: object) =>
      (await (
        await fetch(server.url + p, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).json()) as { data: { token: string } };
    await post('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'login' });
    const { data } = await post('/api/user/loginH5', { mobile: '13800000001', code: '123456' });
    const headers = { 'content-type': 'application/json', Authorization: `Bearer ${data.token}` };
    console.log(`\nMock server, ${CONNECTIONS} concurrent connections, ${SECONDS} s each`);
    let n = 0;
    const cases: [string, string, () => object][] = [
      ['list  profitDetailH5', '/api/userWallet/profitDetailH5', () => ({ pageNum: 1 + (n++ % 12), pageSize: 10 })],
      [
        'write addFeedBack   ',
        '/api/user/addFeedBack',
        () => ({ type: 'suggestion', content: `压测反馈 ${n++}`, images: [], contact: '' }),
      ],
    ];
    for (const [name, route, body] of cases) {
      const r = await load(server.url + route, headers, body);
      console.log(
        `${name}  ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   ` +
          `p99 ${r.p99.toFixed(1).padStart(7)} ms   (${r.total} requests, ${r.failed} not code 0)`,
      );
    }
  } finally {
    await server.close();
  }
}
