// 个人信息: the inviter by name and masked mobile, never by id; the real name shown masked only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import PersonalInfoPage from '../../../../src/features/identity/pages/personalInfo/index';
import type { User } from '../../../../src/api/types';
import { userInfo } from '../../../../src/app/state/session';
import { flush } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const USER = {
  id: 1001,
  mobile: '13800000001',
  nickname: '张伟',
  realName: '张伟',
  roleLevel: 10,
  levelName: '合伙人',
  certStatus: 2,
  certType: 'personal',
  inviterId: 1003,
  createdAt: '2025-01-02T03:04:05.000Z',
} as User;
let api: FakeApi;

test.before.each(() => {
  userInfo.value = USER;
  api = fakeApi({
    '/api/user/getH5UserInfo': { data: { ...USER, inviter: { nickname: '王强', mobileMasked: '138****0003' } } },
    '/api/user/cityProvinceDirectorInfoH5': { data: null },
  });
});
test.after.each(() => {
  api.restore();
  userInfo.value = null;
});

const inviterRow = (c: Element) =>
  [...c.querySelectorAll('.ui-cell')].find((row) => row.textContent?.startsWith('邀请人'))?.textContent;

test('the inviter is named with the masked mobile, not an id', async () => {
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  assert.not.ok(inviterRow(container)?.includes('1003'), 'no id while the user info loads');
  await flush();
  assert.is(inviterRow(container), '邀请人王强（138****0003）');
  assert.not.ok(container.textContent?.includes('ID 1003'));
  unmount();
});

test('a partner nobody invited reads 无', async () => {
  api.routes['/api/user/getH5UserInfo'] = { data: { ...USER, inviterId: null, inviter: null } };
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  await flush();
  assert.is(inviterRow(container), '邀请人无');
  unmount();
});

test('the real name is masked in the header as in its row (never in full)', async () => {
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  await flush();
  assert.is(container.querySelector('.me__name')?.textContent, '张*');
  const nameRow = [...container.querySelectorAll('.ui-cell')].find((r) => r.textContent?.startsWith('真实姓名'));
  assert.is(nameRow?.textContent, '真实姓名张*');
  assert.not.ok(container.textContent?.includes('张伟'), 'the full name appears nowhere');
  unmount();
});

test('a nickname that is not the real name is shown as it is', async () => {
  userInfo.value = { ...USER, nickname: '阳光小张' };
  api.routes['/api/user/getH5UserInfo'] = { data: { ...USER, nickname: '阳光小张' } };
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  await flush();
  assert.is(container.querySelector('.me__name')?.textContent, '阳光小张');
  unmount();
});

const directorGroup = (c: Element) => c.querySelector('.me')?.textContent ?? '';

test('a director who failed to load is said to have failed, once, with one retry; never 暂无负责总监', async () => {
  api.routes['/api/user/cityProvinceDirectorInfoH5'] = { code: 500, message: '服务器开小差了，请稍后重试' };
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  await flush();
  assert.not.match(directorGroup(container), '暂无负责总监');
  const alert = container.querySelector('[role="alert"]');
  assert.match(alert?.textContent ?? '', '负责总监加载失败：服务器开小差了');
  assert.equal(
    [...alert!.querySelectorAll('button')].map((b) => b.textContent),
    ['重新加载'],
  );
  assert.equal(api.toasts, [], 'said in place, not toasted too');
  api.routes['/api/user/cityProvinceDirectorInfoH5'] = {
    data: { name: '王强', levelName: '市级总监', mobileMasked: '138****0003', region: '重庆市' },
  };
  alert!.querySelector('button')!.click();
  await flush();
  assert.match(directorGroup(container), '市级总监');
  unmount();
});

test('no director for the region reads 暂无负责总监', async () => {
  const { container, unmount } = renderAt('/pages/personalInfo/index', <PersonalInfoPage />);
  await flush();
  assert.match(directorGroup(container), '暂无负责总监');
  unmount();
});

test.run();
