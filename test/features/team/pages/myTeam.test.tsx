// 我的团队: the summary in yuan with level chips that filter the list, the search debounced 500 ms
// (one request for a burst of typing), sort sent as asked, and only invitable levels offered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import MyTeamPage from '../../../../src/features/team/pages/myTeam/index';
import { token, userInfo } from '../../../../src/app/state/session';
import type { TeamMember, User } from '../../../../src/api/types';
import { flush, fire, type } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const member = (id: number, level = 10): TeamMember => ({
  id,
  nickname: `成员${id}`,
  avatar: id === 2 ? '/a.svg' : '',
  mobileMasked: '139****0001',
  level,
  teamSize: id,
  salesFen: 12345,
  joinedAt: '2025-06-01T02:00:00.000Z',
});
const user = { id: 1001, nickname: '张伟', mobile: '13800000001', roleLevel: 20, inviteCode: 'JYTEST' } as User;
let api: FakeApi;

function setUp() {
  api = fakeApi({
    '/api/user/myTeamSummary': {
      data: {
        total: 3,
        newThisMonth: 1,
        salesFen: 1234567,
        byLevel: [
          { level: 10, levelName: '合伙人', count: 2 },
          { level: 20, levelName: '市级总监', count: 1 },
          { level: 30, levelName: '省级总监', count: 0 },
        ],
      },
    },
    '/api/user/myTeamRecord': () => {
      const body = api.calls.at(-1)!.body as { level?: number };
      const list = [member(1), member(2), member(3, 20)].filter((m) => !body.level || m.level === body.level);
      return { data: { list, total: list.length, pageNum: 1, pageSize: 10 } };
    },
    '/api/user/getH5UserInfo': { data: user },
  });
  token.value = 'token-0123456789';
  userInfo.value = user;
}
test.after.each(() => api.restore());

async function page() {
  const view = renderAt('/pages/myTeam/index', <MyTeamPage />);
  await flush(20);
  return view;
}
const recordBodies = () => api.calls.filter((c) => c.path === '/api/user/myTeamRecord').map((c) => c.body);

test('the summary in yuan; a level chip filters the list and selects its tab', async () => {
  setUp();
  const { container, unmount } = await page();
  const text = container.textContent || '';
  assert.ok(text.includes('12,345.67'), text);
  assert.ok(text.includes('共 3 人'));
  const chip = [...container.querySelectorAll('.team-sum__chip')].find((b) => b.textContent === '市级总监 1')!;
  fire(chip, 'click');
  await flush(20);
  assert.is((recordBodies().at(-1) as { level: number }).level, 20);
  assert.ok(container.textContent?.includes('共 1 人'));
  assert.is(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent, '市级总监');
  unmount();
});

test('sales of millions fit the summary cell in 万 or 亿, the exact amount kept in its title', async () => {
  setUp();
  (api.routes['/api/user/myTeamSummary'] as { data: { salesFen: number } }).data.salesFen = 98_765_432_109;
  const { container, unmount } = await page();
  const sales = container.querySelectorAll('.team-sum__figures strong')[2];
  assert.is(sales.textContent, '9.87亿');
  assert.is(sales.getAttribute('title'), '987,654,321.09');
  unmount();
});

test('a failed summary says so with 重新加载 instead of disappearing; the retry shows it', async () => {
  setUp();
  const summary = api.routes['/api/user/myTeamSummary'];
  let fail = true;
  api.routes['/api/user/myTeamSummary'] = () =>
    fail ? { code: 500, message: '服务繁忙，请稍后再试' } : (summary as { data: unknown });
  const { container, unmount } = await page();
  const alert = container.querySelector('[role="alert"]');
  assert.match(alert?.textContent || '', '团队概况加载失败');
  fail = false;
  fire(alert!.querySelector('button')!, 'click');
  await flush(20);
  assert.ok(container.textContent?.includes('12,345.67'), 'the summary after the retry');
  unmount();
});

test('an avatar is the member’s picture, or the first character of the name shown', async () => {
  setUp();
  const { container, unmount } = await page();
  const rows = [...container.querySelectorAll('.team-member')];
  assert.is(rows[0].querySelector('.member-avatar')?.textContent, '成');
  assert.is(rows[1].querySelector('img.member-avatar')?.getAttribute('src'), '/a.svg');
  assert.not.ok(container.querySelector('img:not([src]), img[src=""]'), 'no image without a picture');
  unmount();
});

test('a burst of typing sends one search, 500 ms after the last key', async () => {
  setUp();
  const { container, unmount } = await page();
  const before = recordBodies().length;
  const input = container.querySelector('#team-search')!;
  type(input, '1');
  type(input, '13');
  type(input, '139');
  await flush(300);
  assert.is(recordBodies().length, before, 'nothing before 500 ms');
  await flush(400);
  assert.is(recordBodies().length, before + 1);
  assert.is((recordBodies().at(-1) as { keyword: string }).keyword, '139');
  unmount();
});

test('a sort button sends its sort', async () => {
  setUp();
  const { container, unmount } = await page();
  const sales = [...container.querySelectorAll('.team-sort button')].find((b) => b.textContent === '销售额')!;
  fire(sales, 'click');
  await flush(20);
  assert.is((recordBodies().at(-1) as { sort: string }).sort, 'sales');
  assert.is(sales.getAttribute('aria-pressed'), 'true');
  unmount();
});

test('the invite sheet offers only levels up to the partner’s own, and the invite link', async () => {
  setUp();
  const { unmount, container } = await page();
  const open = [...container.querySelectorAll('.team-actions button')].find((b) => b.textContent === '邀请成员')!;
  fire(open, 'click');
  await flush(30);
  const levels = [...document.querySelectorAll('.team-invite__levels label')].map((l) => l.textContent);
  assert.equal(levels, ['合伙人', '市级总监']);
  assert.ok(document.querySelector('.share-invite__link')?.textContent?.endsWith('#/pages/login/index?inviter=JYTEST'));
  unmount();
});

test('a double tap on 发送邀请 sends one invitation', async () => {
  setUp();
  api.routes['/api/applyIdentity/sendInvite'] = {
    data: { id: 9, mobileMasked: '139****0002', level: 10, levelName: '合伙人' },
  };
  const { unmount, container } = await page();
  const open = [...container.querySelectorAll('.team-actions button')].find((b) => b.textContent === '邀请成员')!;
  fire(open, 'click');
  await flush(30);
  type(document.querySelector('.team-invite__form input')!, '13900000002');
  const form = document.querySelector('.team-invite__form')!;
  fire(form, 'submit');
  fire(form, 'submit');
  await flush(30);
  assert.is(api.count('/api/applyIdentity/sendInvite'), 1);
  unmount();
});

test('the summary and the members both failing: one failure, no 共 0 人, and its 重新加载 loads both', async () => {
  setUp();
  const summary = api.routes['/api/user/myTeamSummary'];
  const record = api.routes['/api/user/myTeamRecord'];
  api.routes['/api/user/myTeamSummary'] = { code: 500, message: '服务器开小差了' };
  api.routes['/api/user/myTeamRecord'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page();
  const failures = container.querySelectorAll('.ui-load-failed');
  assert.is(failures.length, 1);
  assert.not.match(container.textContent || '', '共 0 人');
  api.routes['/api/user/myTeamSummary'] = summary;
  api.routes['/api/user/myTeamRecord'] = record;
  fire(failures[0].querySelector('button')!, 'click');
  await flush(20);
  assert.is(container.querySelectorAll('.ui-load-failed').length, 0);
  assert.match(container.textContent || '', '共 3 人');
  assert.ok(container.querySelector('.team-sum'), 'the summary is back');
  unmount();
});

test.run();
