// 跳转小程序: a code missing c, r or s is invalid; the parameters show in words under 门店, 推荐人, 来源
// (the store's name, the referrer's nickname, the source as a place), never the raw codes or the
// link; outside WeChat the link and the parameters to copy; in WeChat the open tag with the configured
// mini-program, ready once WeChat accepted a config naming it, and what to do when it fails; in
// a mini-program's web-view wx.miniProgram, even with every config refused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LinkMiniPage from '../../../../src/features/shops/pages/linkMini/index';
import { fakeWeChat, signing, until, type FakeWeChat } from '../../../helpers/fake-wechat';
import { act, flush, fire } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const SETTINGS = {
  miniProgram: { username: 'gh_1234567890ab', path: 'pages/store/entry' },
  shareIconUrl: 'http://localhost:3000/mock-static/app-icon.png',
};
let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi({
    '/api/wechat/settings': { data: SETTINGS },
    ...signing(),
    '/api/store/qrInfoH5': { data: { storeName: '洁衣坊·湖滨银泰店', referrerNickname: '张伟' } },
  });
});
// WeChat first, and its late work done while the fake API still answers: a page's unmount queues
// the default share card, which asks for the settings again once WeChat's are forgotten. Asked of
// the real fetch, that fails, and its retry 500 ms later (src/api/http.ts) lands in the next file.
test.after.each(async () => {
  wechat?.restore();
  wechat = null;
  await flush();
  api.restore();
});

const page = (url: string) => renderAt(url, <LinkMiniPage />);
const button = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text);

test('a code without c, r or s is invalid, with a way to the earnings centre', () => {
  for (const url of [
    '/pages/linkMini/linkMini',
    '/pages/linkMini/linkMini?c=A&r=B',
    '/pages/linkMini/linkMini?c=A&r=&s=C',
  ]) {
    const { container, unmount } = page(url);
    assert.ok(container.textContent?.includes('二维码无效'), url);
    assert.ok(button(container, '去收益中心'), url);
    assert.not.ok(container.querySelector('wx-open-launch-weapp'));
    unmount();
  }
});

test('outside WeChat: the store, referrer and source in words, link and words to copy; no WeChat call', async () => {
  const { container, unmount } = page('/pages/linkMini/linkMini?c=4&r=JYK6A2&s=qr');
  await flush();
  await flush();
  const text = container.textContent || '';
  assert.ok(text.includes('请在微信中打开此链接'));
  const shown = [...container.querySelectorAll('.link-mini__params div')].map((d) => [
    d.querySelector('dt')?.textContent,
    d.querySelector('dd')?.textContent,
  ]);
  assert.equal(shown, [
    ['门店', '洁衣坊·湖滨银泰店'],
    ['推荐人', '张伟'],
    ['来源', '门店二维码'],
  ]);
  assert.equal(api.calls.find((c) => c.path === '/api/store/qrInfoH5')?.body, { c: '4', r: 'JYK6A2' });
  for (const raw of ['JYK6A2', 'qr', 'http', 'storeQrCode']) assert.not.ok(text.includes(raw), `no raw ${raw}`);
  assert.ok(button(container, '复制链接'));
  assert.ok(button(container, '复制参数'));
  assert.not.ok(container.querySelector('wx-open-launch-weapp'));
  assert.equal(
    api.calls.map((c) => c.path),
    ['/api/store/qrInfoH5'],
    'no settings and no signature asked for',
  );
  unmount();
});

test('复制参数 copies the parameters with their meaning', async () => {
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', {
    value: {
      writeText: async (t: string) => {
        copied = t;
      },
    },
    configurable: true,
  });
  const { container, unmount } = page('/pages/linkMini/linkMini?c=4&r=JYK6A2&s=poster');
  await flush();
  fire(button(container, '复制参数')!, 'click');
  await flush();
  assert.is(copied, '门店：洁衣坊·湖滨银泰店，推荐人：张伟，来源：门店海报');
  delete (navigator as { clipboard?: unknown }).clipboard;
  unmount();
});

test('codes that name nothing read as 未知门店 and 无, an unknown source as 门店推广', async () => {
  api.routes['/api/store/qrInfoH5'] = { data: { storeName: null, referrerNickname: null } };
  const { container, unmount } = page('/pages/linkMini/linkMini?c=999&r=NOPE&s=zz');
  await flush();
  await flush();
  assert.equal(
    [...container.querySelectorAll('.link-mini__params dd')].map((d) => d.textContent),
    ['未知门店', '无', '门店推广'],
  );
  unmount();
});

test('a lookup that failed is not read as 未知门店 and 无: it says it failed, and 重新加载 asks again', async () => {
  api.routes['/api/store/qrInfoH5'] = { code: 500, message: '服务器开小差了，请稍后重试' };
  const { container, unmount } = page('/pages/linkMini/linkMini?c=4&r=JYK6A2&s=qr');
  await flush();
  await flush();
  const values = () => [...container.querySelectorAll('.link-mini__params dd')].map((d) => d.textContent);
  assert.equal(values(), ['查询失败', '查询失败', '门店二维码']);
  const alert = container.querySelector('.link-mini__card [role="alert"]')!;
  assert.match(alert.textContent || '', '门店信息加载失败：服务器开小差了，请稍后重试');
  assert.equal(api.toasts, []);
  api.routes['/api/store/qrInfoH5'] = { data: { storeName: '洁衣坊·湖滨银泰店', referrerNickname: '张伟' } };
  fire(alert.querySelector('button')!, 'click');
  await flush();
  await flush();
  assert.equal(values(), ['洁衣坊·湖滨银泰店', '张伟', '门店二维码']);
  assert.not.ok(container.querySelector('.link-mini__card [role="alert"]'));
  unmount();
});

test('in WeChat: the open tag with the configured id and path; a failed tag says what to do', async () => {
  wechat = fakeWeChat();
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A%261&r=B&s=C');
  await until(() => !!container.querySelector('wx-open-launch-weapp'));
  const tag = container.querySelector('wx-open-launch-weapp')!;
  assert.is(tag.getAttribute('username'), 'gh_1234567890ab');
  assert.is(tag.getAttribute('path'), 'pages/store/entry?c=A%261&r=B&s=C');
  assert.ok(tag.querySelector('script[type="text/wxtag-template"]')?.innerHTML.includes('打开小程序'));
  await until(() => !!container.querySelector('.link-mini__open--ready'));
  assert.not.ok(button(container, '复制链接'), 'no fallback while the tag gets ready');
  fire(tag, 'error');
  await flush();
  assert.ok(container.textContent?.includes('暂时无法直接打开小程序'));
  assert.ok(container.textContent?.includes('重新扫描门店二维码'));
  assert.ok(button(container, '复制链接'));
  assert.ok(button(container, '复制参数'));
  unmount();
});

test('in a WeChat without open tags (WeixinOpenTagsError): upgrade advice and the parameters', async () => {
  wechat = fakeWeChat();
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A&r=B&s=C');
  await until(() => !!container.querySelector('wx-open-launch-weapp'));
  await flush(20); // the tag's listeners are attached by an effect
  act(() => void document.dispatchEvent(new Event('WeixinOpenTagsError')));
  await flush();
  assert.ok(container.textContent?.includes('当前微信版本无法直接打开小程序'));
  assert.ok(container.textContent?.includes('升级到最新版本'));
  assert.not.ok(container.querySelector('wx-open-launch-weapp'));
  assert.ok(button(container, '复制参数'));
  unmount();
});

test('in WeChat with the JS-SDK off (config failed twice): the fallback, not a tag that never works', async () => {
  wechat = fakeWeChat({ expiredConfigs: 2 });
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A&r=B&s=C');
  await until(() => !!container.textContent?.includes('暂时无法直接打开小程序'));
  assert.not.ok(container.querySelector('wx-open-launch-weapp'));
  unmount();
});

test("in a mini-program's web-view, every config refused: wx.miniProgram.navigateTo to the page with c, r, s", async () => {
  wechat = fakeWeChat({
    webView: true,
    expiredConfigs: 2,
    ua: 'Mozilla/5.0 Android MicroMessenger/8.0.47 miniProgram',
  });
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A&r=B&s=C');
  await until(() => wechat!.named('invokeMiniProgramAPI').length > 0);
  assert.equal(
    wechat.named('invokeMiniProgramAPI').map(({ args, answer }) => ({ args, answer })),
    [
      {
        args: { name: 'navigateTo', arg: { url: '/pages/store/entry?c=A&r=B&s=C' } },
        answer: 'invokeMiniProgramAPI:ok',
      },
    ],
  );
  assert.not.ok(container.querySelector('wx-open-launch-weapp'), 'no open tag in a web-view');
  await flush(20);
  assert.not.ok(container.textContent?.includes('暂时无法打开门店页面'));
  unmount();
});

test.run();
