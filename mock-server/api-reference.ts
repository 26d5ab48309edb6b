// The API's reference for developers, under /__mock (the developer's own machine only):
// openapi.json as committed (npm run openapi writes it from the schemas; npm test fails when it
// is out of date) and a page that reads it with Redoc, whose standalone bundle is served from
// node_modules. None of it is part of the app: the build never copies it into dist/.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import jsonServer, { type Router } from 'json-server';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'openapi.json');
const REDOC = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>合伙人 H5 接口</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0}</style></head>
<body><redoc spec-url="/__mock/openapi.json" hide-download-button="false"></redoc>
<script src="/__mock/api/redoc.standalone.js"></script></body></html>
`;

export function apiReference(): Router {
  const reference = jsonServer.create();
  // read per request: a document written meanwhile (npm run openapi) is served as it is now
  reference.get('/openapi.json', (_req, res) => res.sendFile(OPENAPI_FILE));
  reference.get('/api', (_req, res) => res.set('Content-Type', 'text/html; charset=utf-8').send(PAGE));
  reference.get('/api/redoc.standalone.js', (_req, res) => res.sendFile(REDOC));
  return reference;
}
