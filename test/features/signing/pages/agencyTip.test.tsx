// 签约提醒 loads its text and the partner's state: when both fail the partner meets one failure with
// one 重新加载 that loads both again (not two failure blocks, each retrying its own half). On
// a visit again both show kept at once, except after the partner followed the way
// on (to certify or to sign), which changes the state: then the way on waits for the fresh one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import '../../../../src/app/forget-kept-answers';
import AgencyTipPage from '../../../../src/features/signing/pages/agencyTip/index';
import { token, userInfo } from '../../../../src/app/state/session';
import type { User } from '../../../../src/api/types';
import { fire, flush } from '../../../render';
import { AtUrl, fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';

const CONFIG = '/api/config/getConfig';
const USER = '/api/user/getH5UserInfo';
const APPS = '/api/applyIdentity/applyList';
const FAILED = { code: 500, message: '服务器开小差了' };
const USER_INFO = { id: 1001, certStatus: 2, roleLevel: 10, levelName: '合伙人' };
let api: FakeApi;

test.before.each(() => {
  token.value = 't-tip';
  userInfo.value = USER_INFO as unknown as User;
  api = fakeApi({ [CONFIG]: FAILED, [USER]: FAILED, [APPS]: FAILED });
});
test.after.each(() => {
  api.restore();
  token.value = '';
  userInfo.value = null;
});

async function until(ok: () => boolean) {
  for (let i = 0; i < 50 && !ok(); i++) await flush(5);
}

test('both loads failing: one failure, said once, with one retry that loads both', async () => {
  const view = renderAt('/pages/agencyTip/agencyTip', <AgencyTipPage />);
  const alerts = () => view.container.querySelectorAll('[role="alert"]');
  await until(() => alerts().length > 0);
  await flush(20);
  assert.is(alerts().length, 1);
  assert.is(view.container.querySelectorAll('button').length, 1);
  assert.equal(api.toasts, []);

  api.routes[CONFIG] = { data: '<p>成为总监的说明</p>' };
  api.routes[USER] = { data: USER_INFO };
  api.routes[APPS] = { data: { list: [], total: 0, pageNum: 1, pageSize: 50 } };
  fire(view.container.querySelector('button')!, 'click');
  await until(() => !!view.container.querySelector('article'));
  await flush(20);
  assert.is(alerts().length, 0);
  assert.match(view.container.textContent || '', '成为总监的说明');
  assert.match(view.container.textContent || '', '开始签约');
  view.unmount();
});

test('the text failing alone: the one failure still retries it', async () => {
  api.routes[USER] = { data: USER_INFO };
  api.routes[APPS] = { data: { list: [], total: 0, pageNum: 1, pageSize: 50 } };
  const view = renderAt('/pages/agencyTip/agencyTip', <AgencyTipPage />);
  await until(() => !!view.container.querySelector('[role="alert"]'));
  await flush(20);
  assert.is(view.container.querySelectorAll('[role="alert"]').length, 1);
  api.routes[CONFIG] = { data: '<p>成为总监的说明</p>' };
  fire(view.container.querySelector('[role="alert"] button')!, 'click');
  await until(() => (view.container.textContent || '').includes('成为总监的说明'));
  assert.is(view.container.querySelectorAll('[role="alert"]').length, 0);
  view.unmount();
});

const NOT_CERTIFIED = { ...USER_INFO, certStatus: 0 };
const NO_APPS = { data: { list: [], total: 0, pageNum: 1, pageSize: 50 } };

/** Holds the answers to `path` until released: the fresh read still on its way. */
function holdAnswers(path: string) {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost:3000').pathname === path) await held;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}

test('back from 实名认证: the kept text at once, never the 去认证 of the visit before', async () => {
  api.routes[CONFIG] = { data: '<p>成为总监的说明</p>' };
  api.routes[USER] = { data: NOT_CERTIFIED };
  api.routes[APPS] = NO_APPS;
  const view = renderAt('/pages/agencyTip/agencyTip', <AgencyTipPage />);
  await until(() => (view.container.textContent || '').includes('去认证'));
  const here = location.hash;
  fire(view.container.querySelector<HTMLElement>('.agency-tip__footer button')!, 'click');
  assert.match(location.hash, '/pages/withdrawalAuth/');
  view.rerender(null); // off to 实名认证, which passes, and back
  location.hash = here;
  api.routes[USER] = { data: USER_INFO };
  const release = holdAnswers(USER);
  view.rerender(<AtUrl url="/pages/agencyTip/agencyTip">{<AgencyTipPage />}</AtUrl>);
  const shown = () => view.container.textContent || '';
  assert.match(shown(), '成为总监的说明', 'the kept text in the first frame');
  assert.ok(view.container.querySelector('.agency-tip__footer [aria-busy="true"]'), 'the way on holds its place');
  await flush(20);
  assert.not.match(shown(), '去认证', 'no stale way on while the state is read');
  assert.is(view.container.querySelectorAll('.agency-tip__footer button').length, 0);
  release();
  await until(() => shown().includes('开始签约'));
  assert.not.match(shown(), '去认证');
  assert.not.ok(view.container.querySelector('[aria-busy="true"]'));
  view.unmount();
});

test('the state failing alone: the text stays, the footer says it once and loads it again', async () => {
  api.routes[CONFIG] = { data: '<p>成为总监的说明</p>' };
  api.routes[APPS] = NO_APPS;
  const view = renderAt('/pages/agencyTip/agencyTip', <AgencyTipPage />);
  const alerts = () => view.container.querySelectorAll('[role="alert"]');
  await until(() => alerts().length > 0);
  await flush(20);
  assert.is(alerts().length, 1);
  assert.ok(view.container.querySelector('.agency-tip__footer [role="alert"]'), 'in the footer');
  assert.match(view.container.textContent || '', '成为总监的说明');
  assert.equal(api.toasts, []);
  api.routes[USER] = { data: USER_INFO };
  const configReads = api.count(CONFIG);
  fire(alerts()[0].querySelector('button')!, 'click');
  await until(() => (view.container.textContent || '').includes('开始签约'));
  assert.is(alerts().length, 0);
  assert.is(api.count(CONFIG), configReads, 'the text that came is not asked again');
  view.unmount();
});

/** 签约提醒 visited once, its way on 开始签约, then left: the page to open again with `view.rerender`. */
async function visitedAndLeft() {
  api.routes[CONFIG] = { data: '<p>成为总监的说明</p>' };
  api.routes[USER] = { data: USER_INFO };
  api.routes[APPS] = NO_APPS;
  const view = renderAt('/pages/agencyTip/agencyTip', <AgencyTipPage />);
  const shown = () => view.container.textContent || '';
  await until(() => shown().includes('开始签约'));
  view.rerender(null);
  return { view, shown };
}

test('visited again: the kept way on at once, replaced when the fresh state says otherwise', async () => {
  const { view, shown } = await visitedAndLeft();
  // meanwhile the backend moved the state
  api.routes[USER] = { data: NOT_CERTIFIED };
  const release = holdAnswers(USER);
  view.rerender(<AtUrl url="/pages/agencyTip/agencyTip">{<AgencyTipPage />}</AtUrl>);
  assert.match(shown(), '成为总监的说明', 'the kept text in the first frame');
  assert.match(shown(), '开始签约', 'the kept way on in the first frame');
  assert.not.ok(view.container.querySelector('[aria-busy="true"]'), 'nothing holds its place');
  release();
  await until(() => shown().includes('去认证'));
  assert.not.match(shown(), '开始签约');
  view.unmount();
});

test('a kept way on whose fresh read fails: the footer says it once, in its place', async () => {
  const { view, shown } = await visitedAndLeft();
  api.routes[USER] = FAILED;
  view.rerender(<AtUrl url="/pages/agencyTip/agencyTip">{<AgencyTipPage />}</AtUrl>);
  const alerts = () => view.container.querySelectorAll('[role="alert"]');
  await until(() => alerts().length > 0);
  await flush(20);
  assert.is(alerts().length, 1);
  assert.ok(view.container.querySelector('.agency-tip__footer [role="alert"]'), 'in the footer');
  assert.not.match(shown(), '开始签约', 'no way on it could not confirm');
  assert.match(shown(), '成为总监的说明');
  api.routes[USER] = { data: USER_INFO };
  fire(alerts()[0].querySelector('button')!, 'click');
  await until(() => shown().includes('开始签约'));
  assert.is(alerts().length, 0);
  view.unmount();
});

test.run();
