// A suite for the typed client modules: a fresh mock server, the wrapper pointed at it and
// logged in as a seed account, so each client function is checked against its real route.
import type { Test } from 'uvu';
import { token } from '../../src/app/state/session';
import type { TestServer } from './mock';
import { serverSuite } from './server-suite';

export function apiSuite(name: string, mobile: string): Test<{ s: TestServer }> {
  const test = serverSuite(name);
  test.before(async (ctx) => {
    (globalThis as Record<string, unknown>).__API_BASE__ = ctx.s.url;
    token.value = await ctx.s.login(mobile);
  });
  test.after(() => {
    token.value = '';
  });
  return test;
}
