// POST /api/areaCode/areaListH5 (public): the provinces, or the children of `parentCode`.
import type { Area } from '../../src/api/types';
import { post, ok, MockError, tables, bodyOf, optStr } from '../kit';

export default [
  post('/api/areaCode/areaListH5', { public: true }, (req, res) => {
    const parentCode = optStr(bodyOf(req), 'parentCode', '上级地区编码', {
      pattern: /^\d{6}$/,
      patternMessage: '上级地区编码应为 6 位数字',
    });
    const areas = tables(req).areas;
    if (parentCode && !areas.some((a) => a.code === parentCode))
      throw new MockError(404, `地区编码 ${parentCode} 不存在，请重新选择地区`);
    const parents = new Set(areas.map((a) => a.parentCode));
    const list: Area[] = areas
      .filter((a) => a.parentCode === (parentCode ?? null))
      .map((a) => ({ ...a, hasChildren: parents.has(a.code) }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    ok(res, list);
  }),
];
