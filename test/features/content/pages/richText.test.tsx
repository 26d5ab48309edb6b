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
  view.unmount();
});

test.run();
