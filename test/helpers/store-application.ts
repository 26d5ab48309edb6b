// A 开店申请 the mock accepts (its seeded photo and licence), for the tests that apply for a store.
// A user may not have two open applications of one name: a test that applies more than once names each.
export const STORE_APPLICATION = {
  name: '洁衣坊·新店',
  address: '浙江省杭州市滨江区江南大道 1 号',
  contact: '李娜',
  mobile: '13800000002',
  photos: ['/mock-static/store-1.svg'],
  licenseUrl: '/mock-static/license.svg',
};
