// The material client functions reach their routes (one GET, one POST).
import * as assert from 'uvu/assert';
import { materialCategoryList, materialPageList } from '../../src/api/material';
import { apiSuite } from '../helpers/api-suite';

const test = apiSuite('api: materials', '13800000001');

test('categories, then the materials of one', async () => {
  const [first] = await materialCategoryList();
  const page = await materialPageList({ categoryId: first.id });
  assert.ok(page.total > 0 && page.list.every((m) => m.categoryId === first.id));
});

test.run();
