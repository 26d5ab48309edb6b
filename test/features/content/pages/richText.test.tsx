// 富文本: a named rich text from config, sanitized; unknown or malformed names say so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import RichTextPage from '../../../../src/features/content/pages/richText/index';
import { render, flush } from '../../../render';
import { AtUrl, fakeApi, type FakeApi } from '../../../helpers/fake-api';

let api: FakeApi;
test.before.each(() => {
  api = fakeApi({
    '/api/config/getConfig': { data: '<h3>规则</h3><p onclick="x()">正文</p><script>alert(1)</script>' },
  });
});
test.after.each(() => api.restore());

async function show(ui: preact.ComponentChild) {
  const view = render(ui);
  for (let i = 0; i < 20 && view.container.querySelector('[aria-busy]'); i++) await flush(5);
  return view;
}

test('shows the named text, sanitized', async () => {
  const { container, unmount } = await show(
    <AtUrl url="/pages/richTextPage/index?name=withdrawRules">
      <RichTextPage />
    </AtUrl>,
  );
  assert.ok(container.innerHTML.includes('<h3>规则</h3><p>正文</p>'));
  assert.not.ok(container.innerHTML.includes('script'));
  unmount();
});

test('a malformed name is never sent; an unknown one says it is gone', async () => {
  let view = await show(
    <AtUrl url="/pages/richTextPage/index?name=..%2Fsecret">
      <RichTextPage />
    </AtUrl>,
  );
  assert.ok(view.container.textContent?.includes('内容不存在或已下线'));
  assert.is(api.calls.length, 0);
  view.unmount();
  api.routes['/api/config/getConfig'] = { code: 404, message: '配置不存在' };
  view = await show(
    <AtUrl url="/pages/richTextPage/index?name=nothing">
      <RichTextPage />
    </AtUrl>,
  );
  assert.ok(view.container.textContent?.includes('内容不存在或已下线'));
  assert.equal(api.toasts, [], 'no config key (配置项不存在：nothing) on screen');
  view.unmount();
});

test('a failed load (HTTP 500) says so once, never 请检查网络, with one 重新加载 that loads it', async () => {
  api.routes['/api/config/getConfig'] = { code: 500, message: '服务器开小差了，请稍后重试' };
  const view = await show(
    <AtUrl url="/pages/richTextPage/index?name=withdrawRules">
      <RichTextPage />
    </AtUrl>,
  );
  const alert = view.container.querySelector('[role="alert"]')!;
  assert.is(alert.textContent?.includes('内容加载失败：服务器开小差了'), true, alert.textContent ?? '');
  assert.not.match(view.container.textContent!, '请检查网络');
  assert.equal(api.toasts, []);
  api.routes['/api/config/getConfig'] = { data: '<p>正文</p>' };
  alert.querySelector('button')!.click();
  for (let i = 0; i < 20 && !view.container.querySelector('.config-article p'); i++) await flush(5);
  assert.match(view.container.textContent!, '正文');
  view.unmount();
});

test.run();
