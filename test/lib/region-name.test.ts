import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { regionNames } from '../../src/lib/region-name';
import { fullAddress } from '../../src/features/places/address/pick';
import { regionText } from '../../src/features/places/region/RegionPicker';

test('a municipality is named once: 北京市东城区, not 北京市北京市东城区', () => {
  assert.equal(regionNames('北京市', '北京市', '东城区'), ['北京市', '东城区']);
  assert.equal(regionNames('浙江省', '杭州市', '西湖区'), ['浙江省', '杭州市', '西湖区']);
  assert.is(
    fullAddress({ province: '北京市', city: '北京市', district: '东城区', detail: '东华门大街 1 号' }),
    '北京市东城区东华门大街 1 号',
  );
  assert.is(regionText({ province: '上海市', city: '上海市', district: '黄浦区' }), '上海市 黄浦区');
});

test.run();
