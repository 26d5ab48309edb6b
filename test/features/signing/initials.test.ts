// 区域列表's order: provinces grouped by the pinyin initial, and within a letter by pinyin (not the
// area codes' order, which puts 海南 after 湖南 under H).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupByInitial } from '../../../src/features/signing/initials';

// in area-code order, as areaListH5 answers
const PROVINCES = ['北京市', '河北省', '山西省', '黑龙江省', '上海市', '安徽省', '山东省', '河南省', '湖北省']
  .concat(['湖南省', '海南省', '重庆市', '陕西省', '澳门特别行政区'])
  .map((name) => ({ name }));

test('letters A to Z, the provinces of a letter in pinyin order', () => {
  const groups = groupByInitial(PROVINCES).map((g) => [g.letter, g.items.map((p) => p.name).join(' ')]);
  assert.equal(groups, [
    ['A', '安徽省 澳门特别行政区'],
    ['B', '北京市'],
    ['C', '重庆市'],
    ['H', '海南省 河北省 河南省 黑龙江省 湖北省 湖南省'],
    ['S', '山东省 山西省 陕西省 上海市'],
  ]);
});

test.run();
