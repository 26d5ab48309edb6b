// The API's reference under /__mock: the committed openapi.json and a Redoc page that reads it.
import { readFileSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: the API reference');

test('/__mock/openapi.json is the committed document', async ({ s }) => {
  const res = await fetch(`${s.url}/__mock/openapi.json`);
  assert.is(res.status, 200);
  assert.equal(await res.json(), JSON.parse(readFileSync('openapi.json', 'utf8')));
});

test('/__mock/api is a page that shows the document with Redoc, served from node_modules', async ({ s }) => {
  const page = await fetch(`${s.url}/__mock/api`);
  assert.is(page.status, 200);
  const html = await page.text();
  assert.match(html, 'spec-url="/__mock/openapi.json"');
  const script = await fetch(`${s.url}/__mock/api/redoc.standalone.js`);
  assert.is(script.status, 200);
  assert.match(script.headers.get('content-type') ?? '', 'javascript');
  assert.ok((await script.text()).length > 100_000, 'the whole standalone bundle');
});

test('another origin gets neither (the developer routes answer the own machine and pages only)', async ({ s }) => {
  const res = await fetch(`${s.url}/__mock/openapi.json`, { headers: { origin: 'https://evil.example' } });
  assert.is(res.status, 403);
});

test.run();
