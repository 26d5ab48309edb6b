// A page stays on screen, with its own address, while the next page's chunk loads: 协议 left for
// another page read the new address as its own, loaded the user agreement for it and wrote its own
// address back over the one the partner had gone to.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Route, Router } from 'preact-iso/router';
import AgreementPage from '../../src/features/content/pages/agreement/index';
import { HashLocation } from '../../src/app/hash-location';
import { lazyPage } from '../../src/app/lazy-page';
import type { PageComponent } from '../../src/app/landing-routes';
import { currentUrl, redirect } from '../../src/app/navigation';
import { PAGE } from '../../src/app/paths';
import { render, until } from '../render';
import { fakeApi, type FakeApi } from '../helpers/fake-api';

const TEXTS: Record<string, string> = {
  agreement: '<h3>洁衣坊合伙人服务协议</h3><p>第一条</p>',
  privacy: '<h3>隐私政策</h3><p>我们收集的信息</p>',
};
let api: FakeApi;
test.before.each(() => {
  api = fakeApi({ '/api/config/getConfig': (q) => ({ data: TEXTS[q.name] }) });
});
test.after.each(() => api.restore());

test('协议 left while the next page loads: the partner stays on the page gone to', async () => {
  let arrive = (_: { default: PageComponent }) => {};
  const next = new Promise<{ default: PageComponent }>((resolve) => {
    arrive = resolve;
  });
  const routes = [
    { path: PAGE.agreement, title: '协议', load: async () => ({ default: AgreementPage }) },
    { path: PAGE.feedback, title: '问题反馈', load: () => next },
  ];
  redirect(`${PAGE.agreement}?name=privacy`);
  const view = render(
    <HashLocation>
      <Router>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} component={lazyPage(r)} />
        ))}
      </Router>
    </HashLocation>,
  );
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

test.run();
