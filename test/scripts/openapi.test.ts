// openapi.json: what the schemas say (npm run openapi writes it), valid OpenAPI 3.1 by a real
// validator, covering every route the app calls, with examples that fit their schemas.
import { readdirSync, readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApiDocument } from '../../scripts/openapi/document';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  parameters?: { name: string; example?: unknown }[];
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};
const committed = JSON.parse(readFileSync('openapi.json', 'utf8')) as Doc;

test('the committed openapi.json is what the schemas say (npm run openapi writes it)', () => {
  assert.ok(
    JSON.stringify(openApiDocument()) === JSON.stringify(committed),
    'openapi.json is out of date: run npm run openapi and commit it',
  );
});

test('openapi.json is valid OpenAPI 3.1 (@apidevtools/swagger-parser)', async () => {
  await SwaggerParser.validate(structuredClone(committed) as never);
});

/** `METHOD path` of every call written in src/api/ (request, upload and the early calls). */
function appCalls(): string[] {
  const early = readFileSync('src/api/early.ts', 'utf8');
  const earlyPath = (name: string) => new RegExp(`${name}: '([^']+)'`).exec(early)?.[1];
  const calls = new Set<string>();
  for (const file of readdirSync('src/api').filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(`src/api/${file}`, 'utf8');
    for (const m of text.matchAll(/request<[^(]*>\(\{([^}]*?)url: (?:'|`)([^'`?$]+)|url: EARLY_PATHS\.(\w+)/gs)) {
      const path = m[2] ?? earlyPath(m[3]);
      const rest = text.slice(m.index, text.indexOf('})', m.index));
      if (path) calls.add(`${/method: 'POST'/.test(rest) ? 'POST' : 'GET'} ${path}`);
    }
    for (const m of text.matchAll(/upload<[^(]*>\('([^']+)'/g)) calls.add(`POST ${m[1]}`);
  }
  return [...calls].sort();
}

test('every route the app calls (src/api/) is in the document, with its method', () => {
  const calls = appCalls();
  assert.ok(calls.length > 55, `only ${calls.length} calls found in src/api/`);
  const documented = new Set(
    Object.entries(committed.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
  );
  assert.equal(
    calls.filter((c) => !documented.has(c)),
    [],
  );
});

test("every example fits its schema: the seed's entities and the requests", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addSchema({ ...committed, $id: 'openapi' } as never);
  const fails: string[] = [];
  const check = (ref: string, value: unknown, what: string) => {
    const validate = ajv.getSchema(`openapi#${ref}`);
    if (!validate?.(value)) fails.push(`${what}: ${ajv.errorsText(validate?.errors)}`);
  };
  for (const [name, schema] of Object.entries(committed.components.schemas))
    for (const example of schema.examples ?? []) check(`/components/schemas/${name}`, example, name);
  for (const [path, ops] of Object.entries(committed.paths))
    for (const [method, op] of Object.entries(ops)) {
      const json = op.requestBody?.content['application/json'];
      const pointer = `/paths/${path.replaceAll('/', '~1')}/${method}/requestBody/content/application~1json/schema`;
      if (json?.example !== undefined) check(pointer, json.example, `${method} ${path}`);
    }
  assert.ok(Object.values(committed.components.schemas).filter((s) => s.examples).length > 15, 'too few examples');
  assert.equal(fails, []);
});

test.run();
