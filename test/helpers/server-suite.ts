// A suite against the real mock server: one fresh server (test/helpers/mock.ts) for the suite,
// started before its first test and closed after its last, with the seed accounts it names logged
// in, each token in the context under the name given; `resetEach` clears the server's memory
// (codes sent, attempts, armed scenarios) before every test.
import { suite, type Test } from 'uvu';
import { startTestServer, type TestServer } from './mock';

type ServerOptions = Parameters<typeof startTestServer>[0];

export function serverSuite<Name extends string = never>(
  name: string,
  logins: Record<Name, string> = {} as Record<Name, string>,
  opts: { resetEach?: boolean; server?: ServerOptions } = {},
): Test<{ s: TestServer } & Record<Name, string>> {
  const names = Object.keys(logins) as Name[];
  const tokens = Object.fromEntries(names.map((n) => [n, ''])) as Record<Name, string>;
  const test = suite<{ s: TestServer } & Record<Name, string>>(name, {
    s: null as unknown as TestServer,
    ...tokens,
  });
  test.before(async (ctx) => {
    ctx.s = await startTestServer(opts.server);
    for (const n of names) (ctx as Record<Name, string>)[n] = await ctx.s.login(logins[n]);
  });
  test.after(async (ctx) => ctx.s.close());
  if (opts.resetEach)
    test.before.each(async (ctx) => {
      await ctx.s.post('/__mock/reset');
    });
  return test;
}
