// A store QR's codes in words against the real mock server: any visitor may ask; a code that
// names nothing is null, not an error.
import * as assert from 'uvu/assert';
import type { StoreQrInfo } from '../../src/api/store';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: store QR info', {});

test('the store by name and the referrer by nickname, without a login; unknown codes are null', async ({ s }) => {
  const known = await s.post<StoreQrInfo>('/api/store/qrInfoH5', { c: '4', r: 'JYK6A2' });
  assert.is(known.status, 200);
  assert.equal(known.data, { storeName: '洁衣坊·湖滨银泰店', referrerNickname: '李娜' });
  const unknown = await s.post<StoreQrInfo>('/api/store/qrInfoH5', { c: '999', r: 'NOPE' });
  assert.equal(unknown.data, { storeName: null, referrerNickname: null });
  assert.is((await s.post('/api/store/qrInfoH5', { c: '4' })).status, 400, 'r is needed');
});

test.run();
