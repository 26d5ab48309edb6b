// A suite for the typed client modules: a fresh mock server, the wrapper pointed at it and
// logged in as a seed account, so each client function is checked against its real route.
import { suite, type Test } from 'uvu';
import { token } from '../../src/app/state/session';
import { startTestServer, type TestServer } from './mock';

export function apiSuite(name: string, mobile: string): Test<{ s: TestServer }> {
  const test = suite<{ s: TestServer }>(name, { s: null as unknown as TestServer });
  test.before(async (ctx) => {
    ctx.s = await startTestServer();
    (globalThis as Record<string, unknown>).__API_BASE__ = ctx.s.url;
    token.value = await ctx.s.login(mobile);
  });
  test.after(async (ctx) => {
    token.value = '';
    await ctx.s.close();
  });
  return test;
}
