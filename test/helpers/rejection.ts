// The ApiError a call rejects with; fails the test when it resolves or rejects with anything else.
import * as assert from 'uvu/assert';
import { ApiError } from '../../src/api/http';

export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    assert.instance(e, ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}
