// 收益中心: wallet figures in yuan from integer fen, the trend chart, the prompt to authenticate,
// and an entry grid that only leads to pages that exist.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import HomePage from '../../../../src/features/money/pages/home/index';
import { userInfo, token } from '../../../../src/app/state/session';
import { wallet } from '../../../../src/app/state/wallet';
import type { User } from '../../../../src/api/types';
import { flush, until } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';
import { WALLET } from '../../../helpers/wallet';

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
  const view = renderAt('/pages/index/index', <HomePage />);
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

test('before the figures come (right after login) the card shows the loading mark, not a bare --', async () => {
  setUp();
  const answered = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('userWalletH5')) await held;
    return answered(input, init);
  }) as typeof fetch;
  const { container, unmount } = await page();
  const card = container.querySelector('.home-wallet') as HTMLElement;
  assert.ok(card.querySelector('[role="progressbar"]'), 'the loading mark');
  release();
  await until(() => !card.querySelector('[role="progressbar"]'));
  assert.is(card.querySelector('[role="progressbar"]'), null);
  assert.ok(card.textContent?.includes('10,523.00'));
  unmount();
});

test('the trend chart sums the days it shows', async () => {
  setUp();
  const { container, unmount } = await page();
  const chart = container.querySelector('svg[role=img]')!;
  assert.is(chart.getAttribute('aria-label'), '3 天收益合计 60.00 元，最高 30.00 元');
  assert.ok(container.textContent?.includes('11/19'));
  unmount();
});

test('the chart shows its period, the total for it and a scale in yuan', async () => {
  setUp();
  const { container, unmount } = await page();
  const sum = container.querySelector('.home-trend__sum')?.textContent;
  assert.is(sum, '11/19 – 11/21 合计¥60.00');
  // the peak (30 yuan) under a round top: 50, half of it, 0
  const scale = [...container.querySelectorAll('.home-trend__scale span')].map((s) => s.textContent);
  assert.equal(scale, ['50', '25', '0']);
  unmount();
});

test('tapping a day shows its date and amount; tapping it again hides them', async () => {
  setUp();
  const { container, unmount } = await page();
  const days = [...container.querySelectorAll<HTMLButtonElement>('.home-trend__days button')];
  assert.is(days.length, 3, 'one tap target per day');
  assert.is(days[1].getAttribute('aria-label'), '11/20 收益 30.00 元');
  days[1].click();
  await flush();
  const tip = () => container.querySelector('.home-trend__tip')?.textContent;
  assert.is(tip(), '11/20 收益 ¥30.00');
  assert.is(days[1].getAttribute('aria-pressed'), 'true');
  assert.ok(container.querySelector('svg[role=img] circle'), 'the day is marked on the line');
  days[1].click();
  await flush();
  assert.not.match(tip()!, '11/20');
  unmount();
});

test('a failed trend says so with 重新加载 instead of an empty chart; the retry draws it', async () => {
  setUp();
  const trend = api.routes['/api/userWallet/profitDetailH5'];
  let fail = true;
  api.routes['/api/userWallet/profitDetailH5'] = () =>
    fail ? { code: 500, message: '服务繁忙，请稍后再试' } : (trend as { data: unknown });
  const view = renderAt('/pages/index/index', <HomePage />);
  const alert = () => view.container.querySelector('.home__card [role=alert]');
  for (let i = 0; i < 200 && !alert(); i++) await flush(5);
  assert.match(alert()?.textContent || '', '收益趋势加载失败');
  assert.not.ok(view.container.querySelector('svg[role=img]'), 'no empty chart');
  fail = false;
  (alert()!.querySelector('button') as HTMLButtonElement).click();
  for (let i = 0; i < 200 && !view.container.querySelector('svg[role=img]'); i++) await flush(5);
  assert.ok(view.container.querySelector('svg[role=img]'), 'the chart after the retry');
  view.unmount();
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

test('a header colour the white name and level cannot be read on keeps the default band', async () => {
  for (const [colour, shown] of [
    ['#ffd700', null],
    ['#87ceeb', null],
    ['#0a5c36', '--home-theme: #0a5c36;'],
  ] as const) {
    setUp();
    const config = api.routes['/api/pageConfig'] as { data: Record<string, unknown> };
    api.routes['/api/pageConfig'] = { data: { ...config.data, themeColor: colour } };
    const { container, unmount } = await page();
    const style = (container.querySelector('.home') as HTMLElement).getAttribute('style');
    assert.is(style && `${style.trim().replace(/;?$/, ';')}`, shown, colour);
    unmount();
    api.restore();
  }
});

test('kept figures whose refresh failed say so (not 正在更新), once, with one retry that updates them', async () => {
  setUp();
  wallet.value = WALLET;
  api.routes['/api/userWallet/userWalletH5'] = { code: 500, message: '服务器开小差了，请稍后重试' };
  const { container, unmount } = await page();
  const card = container.querySelector('.home-wallet')!;
  assert.not.match(card.textContent!, '正在更新');
  const alert = card.querySelector('[role="alert"]')!;
  assert.is(alert.querySelector('span')?.textContent, '更新失败，显示的是上次的数据：服务器开小差了，请稍后重试');
  assert.equal(
    [...alert.querySelectorAll('button')].map((b) => b.textContent),
    ['重新加载'],
  );
  assert.not.ok(
    api.toasts.some((t) => t.includes('服务器开小差了')),
    'said on the card, not toasted too',
  );
  api.routes['/api/userWallet/userWalletH5'] = { data: { ...WALLET, withdrawableFen: 100 } };
  alert.querySelector('button')!.click();
  await flush();
  assert.not.ok(card.querySelector('[role="alert"]'));
  assert.match(card.textContent!, '1.00');
  unmount();
});

test('every load failing: each failure said in place, none toasted on top (page config included)', async () => {
  setUp();
  wallet.value = WALLET;
  const failed = { code: 500, message: '服务器开小差了，请稍后重试' };
  for (const route of ['/api/userWallet/userWalletH5', '/api/pageConfig', '/api/userWallet/profitDetailH5'])
    api.routes[route] = failed;
  const view = renderAt('/pages/index/index', <HomePage />);
  const until = Date.now() + 10000;
  while (view.container.querySelectorAll('[role="alert"]').length < 2 && Date.now() < until) await flush(5);
  await flush(20);
  assert.equal(api.toasts, []);
  view.unmount();
});

test.run();
