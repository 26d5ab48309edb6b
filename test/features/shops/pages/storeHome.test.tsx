// 门店: the status badge in Chinese for every store status (with the reason when rejected),
// figures in yuan from fen, server entries without a page left out, the prompt to authenticate,
// the empty state before any store, and a failed load with its retry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import StoreHomePage from '../../../../src/features/shops/pages/storeHome/index';
import { userInfo, token } from '../../../../src/app/state/session';
import type { Store, StoreHome, StoreStatus, User } from '../../../../src/api/types';
import { flush, fire } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const user = (over: Partial<User> = {}) =>
  ({
    id: 1002,
    nickname: '李娜',
    roleLevel: 10,
    shopUserStatus: 1,
    certStatus: 2,
    certType: 'personal',
    ...over,
  }) as User;
const store = (status: StoreStatus, over: Partial<Store> = {}): Store => ({
  id: 4,
  name: '洁衣坊·湖滨银泰店',
  address: '杭州市上城区东坡路7号',
  lat: null,
  lng: null,
  contact: '李娜',
  mobile: '13800000002',
  photos: [],
  licenseUrl: '',
  sharePercent: 30,
  status,
  activatedAt: null,
  ...over,
});
const home = (over: Partial<StoreHome> = {}): StoreHome => ({
  store: store(3),
  storeCount: 6,
  todayOrderCount: 12,
  todayEarningsFen: 123456,
  unsettledFen: 9876505,
  entries: [
    { key: 'storeList', title: '门店列表', path: '/pages/storeList/storeList' },
    { key: 'settle', title: '收益结算', path: '/pages/storeSettlement/storeSettlement?id=4' },
    { key: 'withdraw', title: '提现', path: '/pages/withdraw/index?from=store' },
    { key: 'report', title: '经营报表', path: '/pages/storeReport/storeReport' },
  ],
  ...over,
});
let api: FakeApi;

function setUp(answer: FakeApi['routes'][string], u = user()) {
  api = fakeApi({ '/api/store/homeH5': answer, '/api/user/getH5UserInfo': { data: u } });
  token.value = 'token-0123456789';
  userInfo.value = u;
}
test.after.each(() => api.restore());

async function page() {
  const view = renderAt('/pages/storeHome/storeHome', <StoreHomePage />);
  for (let i = 0; i < 20 && view.container.querySelector('[aria-busy]'); i++) await flush(5);
  return view;
}

test('each store status reads in Chinese; a rejected store shows its reason', async () => {
  const expected: [StoreStatus, string][] = [
    [0, '已提交'],
    [1, '审核中'],
    [2, '待激活'],
    [3, '已激活'],
    [4, '未通过'],
    [5, '已关闭'],
  ];
  for (const [status, text] of expected) {
    setUp({ data: home({ store: store(status, status === 4 ? { reason: '营业执照照片不清晰' } : {}) }) });
    const { container, unmount } = await page();
    assert.is(container.querySelector('.store-badge')?.textContent, text, `status ${status}`);
    assert.is(container.textContent?.includes('驳回原因：营业执照照片不清晰'), status === 4);
    unmount();
    api.restore();
  }
  api = fakeApi();
});

test('name, address and the figures, money in yuan from fen', async () => {
  setUp({ data: home() });
  const { container, unmount } = await page();
  const text = container.textContent || '';
  for (const part of [
    '洁衣坊·湖滨银泰店',
    '杭州市上城区东坡路7号',
    '今日订单12',
    '今日收益（元）1,234.56',
    '待结算收益（元）98,765.05',
    '门店数量6',
  ]) {
    assert.ok(text.includes(part), part);
  }
  unmount();
});

test('entries without a page in the route table are left out; the earnings centre is linked', async () => {
  setUp({ data: home() });
  const { container, unmount } = await page();
  const grid = [...container.querySelectorAll('.ui-grid a')].map((a) => a.getAttribute('href'));
  assert.equal(grid, [
    '#/pages/storeList/storeList',
    '#/pages/storeSettlement/storeSettlement?id=4',
    '#/pages/withdraw/index?from=store',
  ]);
  assert.ok(container.querySelector('a[href="#/pages/index/index"]')?.textContent?.includes('收益中心'));
  unmount();
});

test('each service entry has an icon of its own, though the titles share 门店', async () => {
  setUp({
    data: home({
      entries: [
        { key: 'storeList', title: '门店列表', path: '/pages/storeList/storeList' },
        { key: 'activate', title: '激活门店', path: '/pages/storeActive/storeActive?id=4' },
        { key: 'openStore', title: '开店申请', path: '/pages/openStore/index' },
        { key: 'storeContract', title: '门店合同', path: '/pages/storeContract/index' },
        { key: 'withdraw', title: '提现', path: '/pages/withdraw/index' },
      ],
    }),
  });
  const { container, unmount } = await page();
  const glyphs = [...container.querySelectorAll('.store-home__glyph')].map((g) => g.textContent);
  assert.is(glyphs.length, 5);
  assert.is(new Set(glyphs).size, 5, `distinct icons: ${glyphs.join(' ')}`);
  unmount();
});

test('an uncertified user is asked to authenticate; a certified one is not', async () => {
  setUp({ data: home() }, user({ certStatus: 0 }));
  let view = await page();
  const link = view.container.querySelector('a[href="#/pages/certificationState/index"]');
  assert.ok(link?.textContent?.includes('完成实名认证后才能提现收益'));
  view.unmount();
  api.restore();
  setUp({ data: home() });
  view = await page();
  assert.not.ok(view.container.querySelector('a[href="#/pages/certificationState/index"]'));
  view.unmount();
});

test('no store yet: a sentence saying how to get one, and the entries still there', async () => {
  setUp({
    data: home({
      store: null,
      storeCount: 0,
      entries: [{ key: 'withdraw', title: '提现', path: '/pages/withdraw/index' }],
    }),
  });
  const { container, unmount } = await page();
  assert.ok(container.querySelector('.ui-empty')?.textContent?.includes('您还没有门店'));
  assert.not.ok(container.querySelector('.store-badge'));
  assert.is(container.querySelectorAll('.ui-grid a').length, 1);
  unmount();
});

test('a failed load says so and 重新加载 asks again', async () => {
  let calls = 0;
  setUp(() => (++calls === 1 ? { code: 500, message: '服务器开小差了' } : { data: home() }));
  const { container, unmount } = await page();
  assert.ok(container.textContent?.includes('门店信息加载失败'));
  fire([...container.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!, 'click');
  for (let i = 0; i < 20 && !container.querySelector('.store-badge'); i++) await flush(5);
  assert.is(container.querySelector('.store-badge')?.textContent, '已激活');
  assert.is(api.count('/api/store/homeH5'), 2);
  unmount();
});

test.run();
