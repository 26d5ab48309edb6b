// 协议 is titled with the agreement's own name, its first heading (not 协议 for the user agreement
// and the privacy policy alike).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import AgreementPage from '../../../../src/features/content/pages/agreement/index';
import { currentUrl } from '../../../../src/app/navigation';
import { flush } from '../../../render';
import { fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';

const TEXTS: Record<string, string> = {
  agreement: '<h3>洁衣坊合伙人服务协议</h3><p>第一条</p>',
  privacy: '<h3>隐私政策</h3><p>我们收集的信息</p>',
};
let api: FakeApi;
test.before.each(() => {
  api = fakeApi({});
});
test.after.each(() => api.restore());

for (const name of ['agreement', 'privacy']) {
  test(`${name}: the page's title is the text's own heading`, async () => {
    api.routes['/api/config/getConfig'] = { data: TEXTS[name] };
    const url = `/pages/agreement/index?name=${name}`;
    currentUrl.value = url;
    // the router gives the page the query it matched
    const view = renderAt(url, <AgreementPage query={{ name }} />);
    for (let i = 0; i < 20 && currentUrl.value === url; i++) await flush(5);
    const heading = name === 'agreement' ? '洁衣坊合伙人服务协议' : '隐私政策';
    // the route table titles the page with the address's `title` (the bar and document.title)
    assert.is(currentUrl.value, `${url}&title=${encodeURIComponent(heading)}`);
    view.unmount();
  });
}

test.run();
