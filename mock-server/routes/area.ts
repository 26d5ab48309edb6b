// POST /api/areaCode/areaListH5 (public): the provinces, or the children of `parentCode`; with a
// signing `level`, each says whether it has a director at that level already (`taken`).
import type { Area } from '../../src/api/types';
import { SIGN_LEVELS } from '../../src/api/limits';
import { post, ok, MockError, tables, bodyOf, read } from '../kit';
import { regionName, regionTaken } from '../services/application';

export default [
  post('/api/areaCode/areaListH5', { public: true }, (req, res) => {
    const body = bodyOf(req);
    const parentCode = read.optStr(body, 'parentCode', '上级地区编码', {
      pattern: /^\d{6}$/,
      patternMessage: '上级地区编码应为 6 位数字',
    });
    const level = read.optOneOf(body, 'level', '签约级别', SIGN_LEVELS);
    const areas = tables(req).areas;
    if (parentCode && !areas.some((a) => a.code === parentCode))
      throw new MockError(404, `地区编码 ${parentCode} 不存在，请重新选择地区`);
    const parents = new Set(areas.map((a) => a.parentCode));
    const list: Area[] = areas
      .filter((a) => a.parentCode === (parentCode ?? null))
      .map((a) => ({
        ...a,
        hasChildren: parents.has(a.code),
        ...(level === undefined ? {} : { taken: regionTaken(req, level, regionName(areas, a)) }),
      }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    ok(res, list);
  }),
];
