// npm run openapi: writes openapi.json from the API's schemas (scripts/openapi/document.ts).
// `--check` writes nothing and fails when the committed document is not what the schemas say.
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi/document.ts';

export const OPENAPI_FILE = 'openapi.json';
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OPENAPI_FILE, 'utf8');
  } catch {
    // no document yet: out of date like any other
  }
  if (committed !== text) {
    console.error(`${OPENAPI_FILE} is out of date: run npm run openapi and commit it`);
    process.exit(1);
  }
  console.log(`${OPENAPI_FILE} is up to date`);
} else {
  writeFileSync(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths)`);
}
