// 收益中心: wallet figures in yuan from integer fen, the trend chart, the prompt to authenticate,
// and an entry grid that only leads to pages that exist.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import HomePage from '../../src/pages/home/index';
import { userInfo, token } from '../../src/state/session';
import { wallet } from '../../src/state/wallet';
import type { User } from '../../src/api/types';
import { render, flush } from '../render';
import { AtUrl, fakeApi, type FakeApi } from './fake-api';

const user = (over: Partial<User> = {}) => ({
  id: 1001,
  nickname: '张伟',
  levelName: '合伙人',
  roleLevel: 10,
  certStatus: 2,
  certType: 'personal',
  avatar: '',
  ...over,
});
const WALLET = {
  balanceFen: 1286450,
  withdrawableFen: 1052300,
  frozenFen: 234150,
  totalProfitFen: 3035782,
  todayProfitFen: 41112,
  monthProfitFen: 1137186,
};
let api: FakeApi;

function setUp(u = user()) {
  api = fakeApi({
    '/api/userWallet/userWalletH5': { data: WALLET },
    '/api/user/getH5UserInfo': { data: u },
    '/api/pageConfig': {
      data: {
        banners: [],
        notices: [{ id: 1, text: '系统维护通知', link: '//evil.example' }],
        themeColor: 'red;background:url(x)',
      },
    },
    '/api/userWallet/profitDetailH5': {
      data: {
        list: [],
        total: 0,
        pageNum: 1,
        pageSize: 1,
        trend: [
          { date: '2026-11-19', amountFen: 1000 },
          { date: '2026-11-20', amountFen: 3000 },
          { date: '2026-11-21', amountFen: 2000 },
        ],
      },
    },
  });
  token.value = 'token-0123456789';
  userInfo.value = u as User;
  wallet.value = null;
}
test.after.each(() => api.restore());

const page = async () => {
  const view = render(
    <AtUrl url="/pages/index/index">
      <HomePage />
    </AtUrl>,
  );
  // the sections under the figures are their own chunk, compiled on first import: on a busy
  // machine that takes a while, so wait for the chart up to 10 s (usually a few ms)
  const until = Date.now() + 10000;
  while (!view.container.querySelector('svg[role=img]') && Date.now() < until) await flush(5);
  return view;
};

test('wallet figures are shown in yuan, grouped, from integer fen', async () => {
  setUp();
  const { container, unmount } = await page();
  const text = container.textContent || '';
  for (const yuan of ['10,523.00', '12,864.50', '2,341.50', '411.12', '11,371.86', '30,357.82'])
    assert.ok(text.includes(yuan), yuan);
  unmount();
});

test('the trend chart sums the days it shows', async () => {
  setUp();
  const { container, unmount } = await page();
  const chart = container.querySelector('svg[role=img]')!;
  assert.is(chart.getAttribute('aria-label'), '共 3 天收益合计 60.00 元，最高 30.00 元');
  assert.ok(container.textContent?.includes('11/19'));
  unmount();
});

test('a partner without real-name is asked to authenticate; a certified one is not', async () => {
  setUp(user({ certStatus: 0 }));
  let view = await page();
  assert.ok(
    view.container
      .querySelector('a[href="#/pages/withdrawalAuth/withdrawalAuth"]')
      ?.textContent?.includes('完成实名认证后才能提现'),
  );
  view.unmount();
  api.restore();
  setUp();
  view = await page();
  assert.not.ok(view.container.textContent?.includes('完成实名认证后才能提现'));
  view.unmount();
});

test('entries lead only to routes of the table; notices never link off the app; a bad colour is ignored', async () => {
  setUp();
  const { container, unmount } = await page();
  const links = [...container.querySelectorAll('.ui-grid a')].map((a) => a.getAttribute('href'));
  assert.ok(links.includes('#/pages/withdrawList/index'));
  assert.ok(links.includes('#/pages/myTeam/index'));
  assert.ok(links.includes('#/pages/myContract/index'));
  assert.not.ok(links.includes('#/pages/reviewSign/index'), 'CMO review only for reviewers');
  const notice = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('系统维护通知'));
  assert.is(notice?.getAttribute('href'), '#/pages/index/index');
  assert.is((container.querySelector('.home') as HTMLElement).getAttribute('style'), null);
  unmount();
});

test.run();
