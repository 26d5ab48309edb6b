// The mock refuses what the contract's schemas refuse (src/api/contract/): for every route with
// a body or a query, a value of the wrong type in its first field is a 400 naming that field,
// before the handler reads anything; and every /api and /common route of the mock has a contract.
import * as assert from 'uvu/assert';
import type { TSchema } from '@sinclair/typebox';
import { ROUTES } from '../../src/api/contract/routes/index';
import { ROUTE_MODULES } from '../../mock-server/routes/index';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: the contract checks every input', { token: '13800000001' });

const isApi = (path: string) => /^\/(api|common)\//.test(path);

test('every /api and /common route of the mock has a contract, and every contract a mock route', () => {
  const mock = Object.values(ROUTE_MODULES)
    .flat()
    .filter((r) => isApi(r.path))
    .map((r) => `${r.method} ${r.path}`)
    .sort();
  assert.equal(ROUTES.map((r) => `${r.method} ${r.path}`).sort(), mock);
});

/** The first property of an object schema, and a value of a type it never takes. */
function wrongFirstField(schema: TSchema): [string, unknown] | null {
  const [field, property] = Object.entries((schema.properties ?? {}) as Record<string, TSchema>)[0] ?? [];
  if (!field) return null;
  const takes = JSON.stringify(property);
  return [field, takes.includes('"object"') || takes.includes('"array"') ? 'not-a-list' : { wrong: true }];
}

test('a body or query the schema refuses is a 400 naming the field, on every route', async ({ s, token }) => {
  let checked = 0;
  for (const route of ROUTES) {
    const schema = route.body ?? route.query;
    const wrong = schema && !route.upload && wrongFirstField(schema);
    if (!wrong) continue;
    const [field, value] = wrong;
    const headers = s.auth(token, route.idempotent ? { 'Idempotency-Key': `gate-${route.path}` } : {});
    // a query parameter given twice is no string
    const query = `${route.path}?${field}=1&${field}=2`;
    const r = !route.query
      ? await s.post(route.path, { [field]: value }, headers)
      : route.method === 'GET'
        ? await s.get(query, headers)
        : await s.post(query, {}, headers);
    const what = `${route.method} ${route.path} ${field}`;
    assert.is(r.status, 400, what);
    assert.equal(r.data, { field }, what);
    assert.match(r.message, /[\u4e00-\u9fff]/, `${what}: the message is Chinese`);
    checked++;
  }
  assert.ok(checked > 40, `only ${checked} routes checked`);
});

test.run();
