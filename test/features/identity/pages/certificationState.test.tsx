// 实名认证状态: refreshed every 3 s while under review and never after the user leaves; passed
// offers the way back to `redirect` (whitelisted); rejected shows the reason and a retry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CertificationStatePage from '../../../../src/features/identity/pages/certificationState/index';
import { currentUrl } from '../../../../src/app/navigation';
import { userInfo } from '../../../../src/app/state/session';
import { render, flush, fire, act } from '../../../render';
import { installClock } from '../../../ui/clock';
import { AtUrl, fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';
import { COMPANY } from './certification-fixtures';

const ENTERPRISE = '/api/user/getCompanyCertificationH5';
const PERSONAL = '/api/user/getUserCertificationH5';
let api: FakeApi;

test.after.each(() => api.restore());

// The fake answers are read through Node's streams, which move on real turns of the event loop.
type Clock = ReturnType<typeof installClock>;
async function tick(clock: Clock, ms: number) {
  await clock.tick(ms);
  for (let i = 0; i < 10; i++) await act(() => new Promise<void>((r) => setImmediate(r)));
}

/** The enterprise certification's status page on a fake clock, put back however the check ends. */
async function enterpriseStateOnClock(check: (clock: Clock, view: ReturnType<typeof renderAt>) => Promise<void>) {
  const clock = installClock();
  try {
    await check(clock, renderAt('/pages/certificationState/index?type=enterprise', <CertificationStatePage />));
  } finally {
    clock.restore();
  }
}

const buttons = (c: Element) => [...c.querySelectorAll('button')];

test('under review: polls every 3 s until passed, then stops', async () => {
  let reads = 0;
  api = fakeApi({
    [ENTERPRISE]: () => ({ data: { ...COMPANY, status: ++reads < 3 ? 1 : 2 } }),
    '/api/user/getH5UserInfo': { data: { id: 5, certStatus: 2, certType: 'enterprise' } },
  });
  await enterpriseStateOnClock(async (clock, { container, unmount }) => {
    await tick(clock, 0);
    assert.ok(container.textContent?.includes('审核中'));
    assert.is(api.count(ENTERPRISE), 1);
    await tick(clock, 2900);
    assert.is(api.count(ENTERPRISE), 1, 'not before 3 s');
    await tick(clock, 100);
    assert.is(api.count(ENTERPRISE), 2);
    await tick(clock, 3000);
    assert.ok(container.textContent?.includes('认证已通过'));
    await tick(clock, 9000);
    assert.is(api.count(ENTERPRISE), 3, 'no polling once decided');
    assert.is(api.count('/api/user/getH5UserInfo'), 1, 'user info refreshed once passed');
    assert.is(userInfo.value?.certStatus, 2);
    unmount();
  });
});

test('leaving the page stops the polling', async () => {
  api = fakeApi({ [ENTERPRISE]: { data: { ...COMPANY, status: 1 } } });
  await enterpriseStateOnClock(async (clock, { unmount }) => {
    await tick(clock, 0);
    await tick(clock, 3000);
    assert.is(api.count(ENTERPRISE), 2);
    unmount();
    await tick(clock, 30000);
    assert.is(api.count(ENTERPRISE), 2);
  });
});

test('a failed poll says so instead of 审核中, and 重新加载 reads again and polls on', async () => {
  let reads = 0;
  api = fakeApi({
    [ENTERPRISE]: () =>
      ++reads === 2 ? { code: 500, message: '服务器开小差了' } : { data: { ...COMPANY, status: 1 } },
  });
  await enterpriseStateOnClock(async (clock, { container, unmount }) => {
    await tick(clock, 0);
    assert.ok(container.textContent?.includes('审核中'));
    await tick(clock, 3000);
    const alert = container.querySelector('[role="alert"]');
    assert.match(alert?.textContent || '', '认证状态加载失败');
    assert.match(alert?.textContent || '', '服务器开小差了');
    assert.not.ok(container.textContent?.includes('审核中'), 'no promise of a refresh that has stopped');
    await tick(clock, 9000);
    assert.is(api.count(ENTERPRISE), 2, 'no polling after a failure');
    fire(buttons(container).find((b) => b.textContent === '重新加载')!, 'click');
    await tick(clock, 0);
    assert.is(api.count(ENTERPRISE), 3);
    assert.ok(container.textContent?.includes('审核中'));
    await tick(clock, 3000);
    assert.is(api.count(ENTERPRISE), 4, 'polling again');
    unmount();
  });
});

test('passed: 返回继续 goes back to the redirect, an outside address goes home', async () => {
  api = fakeApi({
    [PERSONAL]: { data: { status: 2, realName: '张伟', idCard: '11010519491231002X', faceVerified: true } },
    '/api/user/getH5UserInfo': { data: { id: 4, certStatus: 2 } },
  });
  let view = render(
    <AtUrl
      url={`/pages/certificationState/index?type=personal&redirect=${encodeURIComponent('/pages/sub/plainText/index')}`}
    >
      <CertificationStatePage />
    </AtUrl>,
  );
  await flush();
  assert.ok(view.container.textContent?.includes('1101**********002X'), 'ID card masked');
  assert.not.ok(view.container.textContent?.includes('张伟'), 'name masked');
  fire(buttons(view.container).find((b) => b.textContent === '返回继续')!, 'click');
  assert.is(currentUrl.value, '/pages/sub/plainText/index');
  view.unmount();

  view = renderAt(
    '/pages/certificationState/index?type=personal&redirect=https%3A%2F%2Fevil.example',
    <CertificationStatePage />,
  );
  await flush();
  fire(buttons(view.container).find((b) => b.textContent === '返回继续')!, 'click');
  assert.is(currentUrl.value, '/pages/index/index');
  view.unmount();
});

test('rejected: the reason and 重新认证 to the form, carrying redirect', async () => {
  api = fakeApi({ [ENTERPRISE]: { data: { ...COMPANY, status: 3, reason: '营业执照信息与填写的法定代表人不一致' } } });
  const { container, unmount } = renderAt(
    '/pages/certificationState/index?type=enterprise&redirect=%2Fpages%2Fwithdraw%2Findex',
    <CertificationStatePage />,
  );
  await flush();
  assert.ok(container.textContent?.includes('营业执照信息与填写的法定代表人不一致'));
  fire(buttons(container).find((b) => b.textContent === '重新认证')!, 'click');
  assert.is(
    location.hash,
    `#/pages/enterpriseCertification/index?redirect=${encodeURIComponent('/pages/withdraw/index')}`,
  );
  unmount();
});

test("the type defaults to the user's own kind of certification", async () => {
  userInfo.value = { id: 5, certType: 'enterprise', certStatus: 2 } as typeof userInfo.value;
  api = fakeApi({ [ENTERPRISE]: { data: { ...COMPANY, status: 2 } }, '/api/user/getH5UserInfo': { data: { id: 5 } } });
  try {
    const { unmount } = renderAt('/pages/certificationState/index', <CertificationStatePage />);
    await flush();
    assert.is(api.count(ENTERPRISE), 1);
    assert.is(api.count(PERSONAL), 0);
    unmount();
  } finally {
    userInfo.value = null;
  }
});

test.run();
