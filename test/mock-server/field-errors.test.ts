// The phones' script errors against the real mock server: the route takes sendBeacon's text/plain,
// refuses what the contract refuses without ever failing, and /__mock/errors shows the last 200.
import * as assert from 'uvu/assert';
import { FIELD_ERROR_MAX, FIELD_ERRORS_PATH } from '../../src/api/field-errors';
import { KEPT_FIELD_ERRORS } from '../../mock-server/services/field-errors';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: field errors', {}, { resetEach: true });

const REPORT = {
  kind: 'chunk-script',
  message: 'TypeError: Object.fromEntries is not a function',
  stack: 'TypeError: Object.fromEntries is not a function\n    at http://localhost/chunks/b1/5.js:1:2301',
  page: '/pages/feedback/index',
  kernel: 'chrome',
  version: '66.0.3359.126',
  build: 'b1',
};

/** As sendBeacon sends a string: text/plain, no session. */
const beacon = (url: string, body: string) =>
  fetch(url + FIELD_ERRORS_PATH, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

test('a report sent as sendBeacon sends it (text/plain, no token) is kept and shown at /__mock/errors', async ({
  s,
}) => {
  const answer = await beacon(s.url, JSON.stringify(REPORT));
  assert.is(answer.status, 200);
  assert.is((await answer.json()).code, 0);
  const { data } = await s.get('/__mock/errors');
  assert.is(data.errors.length, 1);
  const { receivedAt, ...kept } = data.errors[0];
  assert.equal(kept, REPORT);
  assert.ok(Date.parse(receivedAt) > 0);
});

test('fields beyond the contract are not kept', async ({ s }) => {
  await s.post(FIELD_ERRORS_PATH, { ...REPORT, token: 'secret', mobile: '13800000001' });
  const { data } = await s.get('/__mock/errors');
  assert.is(data.errors[0].token, undefined);
  assert.is(data.errors[0].mobile, undefined);
});

test('malformed, wrong and oversized reports are a 400 naming what is wrong, and the server goes on', async ({ s }) => {
  for (const body of ['{"kind":', 'not json at all', '', '[1,2]', 'null']) {
    const answer = await beacon(s.url, body);
    assert.is(answer.status, 400, body);
  }
  const wrongKind = await s.post(FIELD_ERRORS_PATH, { ...REPORT, kind: 'oops' });
  assert.is(wrongKind.status, 400);
  assert.is(wrongKind.data.field, 'kind');
  const long = await s.post(FIELD_ERRORS_PATH, { ...REPORT, stack: 'x'.repeat(FIELD_ERROR_MAX.stack + 1) });
  assert.is(long.status, 400);
  assert.is(long.data.field, 'stack');
  const missing = await s.post(FIELD_ERRORS_PATH, { kind: 'error' });
  assert.is(missing.status, 400);
  const huge = await beacon(s.url, JSON.stringify({ ...REPORT, message: 'x'.repeat(2 * 1024 * 1024) }));
  assert.is(huge.status, 413);
  assert.equal((await s.get('/__mock/errors')).data.errors, []);
  assert.is((await beacon(s.url, JSON.stringify(REPORT))).status, 200, 'still answering');
});

test(`the last ${KEPT_FIELD_ERRORS} are kept, newest first; DELETE /__mock/errors and /__mock/reset forget them`, async ({
  s,
}) => {
  for (let i = 0; i < KEPT_FIELD_ERRORS + 5; i++) await s.post(FIELD_ERRORS_PATH, { ...REPORT, message: `error ${i}` });
  let { data } = await s.get('/__mock/errors');
  assert.is(data.errors.length, KEPT_FIELD_ERRORS);
  assert.is(data.errors[0].message, `error ${KEPT_FIELD_ERRORS + 4}`);
  assert.is(data.errors.at(-1).message, 'error 5');
  await fetch(`${s.url}/__mock/errors`, { method: 'DELETE' });
  ({ data } = await s.get('/__mock/errors'));
  assert.equal(data.errors, []);
  await s.post(FIELD_ERRORS_PATH, REPORT);
  await s.post('/__mock/reset');
  assert.equal((await s.get('/__mock/errors')).data.errors, []);
});

test.run();
