// The feedback client function sends its idempotency key: a retry of one intent is one record.
import * as assert from 'uvu/assert';
import { newIdempotencyKey } from '../../src/api/http';
import { addFeedBack } from '../../src/api/feedback';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: feedback', '13800000001');

test('a retried submit answers the same record', async () => {
  const key = newIdempotencyKey();
  const body = { type: 'suggestion' as const, content: '希望支持按月导出收益', images: [] };
  const first = await addFeedBack(body, key);
  const retry = await addFeedBack(body, key);
  assert.is(retry.id, first.id);
  assert.is(first.content, body.content);
});

test.run();
