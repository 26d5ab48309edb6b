// The one heading every store card, item and page shows: the name, then the status badge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Store } from '../../../src/api/types';
import { StoreHeading } from '../../../src/features/shops/StoreHeading';
import { render } from '../../render';

const store: Store = {
  id: 7,
  name: '洁净洗护（天河店）',
  address: '广州市天河区体育西路 1 号',
  lat: null,
  lng: null,
  contact: '王店长',
  mobile: '13800000002',
  photos: [],
  licenseUrl: '',
  sharePercent: 10,
  status: 2,
  activatedAt: null,
};

test('a heading with the name, then the badge reading the status', () => {
  const { container, unmount } = render(<StoreHeading store={store} large />);
  const heading = container.querySelector('h2.store-heading__name--large');
  assert.is(heading?.textContent, '洁净洗护（天河店）');
  assert.is(container.querySelector('.store-badge')?.textContent, '待激活');
  unmount();
});

test('inside a link it is phrasing content only: spans, no heading', () => {
  const { container, unmount } = render(<StoreHeading store={{ ...store, status: 4 }} inline />);
  assert.not.ok(container.querySelector('h2, div'));
  assert.is(container.querySelector('.store-heading__name')?.textContent, '洁净洗护（天河店）');
  assert.is(container.querySelector('.store-badge')?.textContent, '未通过');
  unmount();
});

test.run();
