// The share-material centre: categories, and materials by category and keyword.
import { get, post, ok, MockError, tables, bodyOf, read, paginate } from '../kit';

export default [
  get('/api/shareMaterial/categoryList', (req, res) => ok(res, tables(req).materialCategories)),

  post('/api/shareMaterial/pageList', (req, res) => {
    const body = bodyOf(req);
    const db = tables(req);
    const categoryId = read.optInt(body, 'categoryId', '素材分类', { min: 1 });
    if (categoryId !== undefined && !db.materialCategories.some((c) => c.id === categoryId)) {
      throw new MockError(404, '素材分类不存在，请刷新页面后重试');
    }
    const keyword = read.optStr(body, 'keyword', '搜索关键词', { max: 30 });
    const rows = db.materials.filter(
      (m) =>
        (categoryId === undefined || m.categoryId === categoryId) &&
        (!keyword || m.title.includes(keyword) || m.text.includes(keyword)),
    );
    ok(res, paginate(rows, body));
  }),
];
