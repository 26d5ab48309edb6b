// One row of the area list as /api/areaCode/areaListH5 answers it: a province (1), city (2) or
// district (3), under its parent; only districts have nothing below them.
export const area = (code: string, name: string, level: 1 | 2 | 3, parentCode: string | null) => ({
  code,
  name,
  level,
  parentCode,
  hasChildren: level < 3,
});
