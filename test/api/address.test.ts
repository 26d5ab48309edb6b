// The address client functions reach their routes; the default stays unique through them.
import * as assert from 'uvu/assert';
import { newIdempotencyKey } from '../../src/api/http';
import { addressList, deleteAddress, saveAddress, setDefaultAddress } from '../../src/api/address';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: addresses', '13800000001');

test('save, set default, delete', async () => {
  const saved = await saveAddress(
    {
      name: '张伟',
      mobile: '13800000001',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南区 8 栋 1201',
    },
    newIdempotencyKey(),
  );
  assert.not.ok(saved.isDefault);
  assert.ok((await setDefaultAddress(saved.id)).isDefault);
  let page = await addressList({ pageSize: 20 });
  assert.is(page.list[0].id, saved.id);
  assert.is(page.list.filter((a) => a.isDefault).length, 1);
  await deleteAddress(saved.id);
  page = await addressList({ pageSize: 20 });
  assert.is(page.total, 3);
  assert.is(page.list.filter((a) => a.isDefault).length, 1);
});

test.run();
