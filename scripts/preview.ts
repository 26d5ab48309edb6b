// `npm run preview`: the deployable build (dist/, which the npm script builds first) served as
// production should (scripts/preview/rules.ts), with the mock API behind it on the same origin,
// on PORT (default 3000) and 127.0.0.1 unless HOST says otherwise.
import { resolve } from 'node:path';
import { startMockServer } from '../mock-server/app';
import { DATA_FILE } from '../mock-server/db';
import { startPreviewServer } from './preview/server.ts';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT "${process.env.PORT}": use a number from 0 to 65535.`);
  process.exit(1);
}
const mock = await startMockServer({ dbFile: resolve(DATA_FILE), port: 0, staticDir: resolve('dist'), quiet: true });
const preview = await startPreviewServer({
  dir: resolve('dist'),
  port,
  host: process.env.HOST || '127.0.0.1',
  api: mock.url,
});
console.log(`Preview of dist/ as production serves it: ${preview.url}/ (API: the mock, verification code 123456)`);
