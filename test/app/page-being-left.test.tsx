// A page stays on screen, with its own address, while the next page's chunk loads: 协议 left for
// another page read the new address as its own, loaded the user agreement for it and wrote its own
// address back over the one the partner had gone to; 签约完成 left read no applyId in it and sent
// the partner to 签约提醒.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Route, Router, useLocation } from 'preact-iso/router';
import AgreementPage from '../../src/features/content/pages/agreement/index';
import SignedSuccessPage from '../../src/features/signing/pages/signedSuccess/index';
import { HashLocation } from '../../src/app/hash-location';
import { lazyPage } from '../../src/app/lazy-page';
import { onMatchedLocation } from '../../src/app/matched-location';
import type { PageComponent } from '../../src/app/landing-routes';
import { currentUrl, redirect } from '../../src/app/navigation';
import { PAGE } from '../../src/app/paths';
import { render, until } from '../render';
import { fakeApi, type FakeApi } from '../helpers/fake-api';
import { APPLICATION } from '../features/signing/application-fixture';

const TEXTS: Record<string, string> = {
  agreement: '<h3>洁衣坊合伙人服务协议</h3><p>第一条</p>',
  privacy: '<h3>隐私政策</h3><p>我们收集的信息</p>',
};
let api: FakeApi;
test.before.each(() => {
  api = fakeApi({ '/api/config/getConfig': (q) => ({ data: TEXTS[q.name] }) });
});
test.after.each(() => api.restore());

/**
 * `page` at its path, and the page at `next` whose chunk comes only when `arrive` is called (a path
 * of its own each time: lazyPage keeps a chunk once it came).
 */
function twoPages(path: string, page: PageComponent, next: string) {
  let arrive = (_: { default: PageComponent }) => {};
  const chunk = new Promise<{ default: PageComponent }>((resolve) => {
    arrive = resolve;
  });
  const routes = [
    { path, title: '', load: async () => ({ default: page }) },
    { path: next, title: '', load: () => chunk },
  ];
  const view = render(
    <HashLocation>
      <Router>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} component={lazyPage(r)} />
        ))}
      </Router>
    </HashLocation>,
  );
  return { view, arrive };
}

test('协议 left while the next page loads: the partner stays on the page gone to', async () => {
  redirect(`${PAGE.agreement}?name=privacy`);
  const { view, arrive } = twoPages(PAGE.agreement, AgreementPage, PAGE.feedback);
  await until(() => currentUrl.value.includes('title='));
  assert.is(currentUrl.value, `${PAGE.agreement}?name=privacy&title=${encodeURIComponent('隐私政策')}`);
  const loads = api.calls.length;

  redirect(PAGE.feedback);
  await until(() => currentUrl.value !== PAGE.feedback, 500);
  assert.is(currentUrl.value, PAGE.feedback, 'the address the partner went to stays');
  assert.is(api.calls.length, loads, 'no text loaded for an address not its own');

  arrive({ default: () => <p>问题反馈页</p> });
  await until(() => view.container.textContent === '问题反馈页');
  assert.is(view.container.textContent, '问题反馈页');
  assert.is(currentUrl.value, PAGE.feedback);
  view.unmount();
});

test('签约完成 left while the next page loads: the partner stays on the page gone to', async () => {
  api.routes['/api/applyIdentity/applyList'] = {
    data: { list: [{ ...APPLICATION, status: 1 }], total: 1, pageNum: 1, pageSize: 50 },
  };
  redirect(`${PAGE.signedSuccess}?applyId=${APPLICATION.id}`);
  const { view, arrive } = twoPages(PAGE.signedSuccess, SignedSuccessPage, PAGE.myTeam);
  await until(() => view.container.textContent?.includes('合同签署完成'));
  const asked = api.calls.length;

  redirect(PAGE.myTeam);
  await until(() => currentUrl.value !== PAGE.myTeam, 500);
  assert.is(currentUrl.value, PAGE.myTeam, 'not sent to 签约提醒');
  assert.is(api.calls.length, asked, 'no application asked for the address gone to');

  arrive({ default: () => <p>我的团队页</p> });
  await until(() => view.container.textContent === '我的团队页');
  assert.is(currentUrl.value, PAGE.myTeam);
  view.unmount();
});

test('any page of the route table left while the next page loads reads its own query, not the next one', async () => {
  const seen: (string | undefined)[] = [];
  function StorePage() {
    const { query } = useLocation();
    seen.push(query.id);
    return <p>门店 {query.id}</p>;
  }
  redirect(`${PAGE.storeDetail}?id=7`);
  const { view, arrive } = twoPages(PAGE.storeDetail, onMatchedLocation(StorePage), PAGE.withdraw);
  await until(() => view.container.textContent === '门店 7');

  redirect(`${PAGE.withdraw}?from=store`);
  await until(() => seen.length > 1, 300);
  assert.ok(
    seen.every((id) => id === '7'),
    `the page read only its own id: ${seen.join(', ')}`,
  );
  arrive({ default: () => <p>提现页</p> });
  await until(() => view.container.textContent === '提现页');
  view.unmount();
});

test.run();
