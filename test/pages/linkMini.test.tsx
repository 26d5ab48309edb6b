// 跳转小程序: a code missing c, r or s is invalid; outside WeChat the parameters and a link to copy;
// in WeChat the open tag with the mini-program's id and path, and the fallback once the tag fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LinkMiniPage, { MINI_PROGRAM_ID } from '../../src/pages/linkMini/index';
import { copyText } from '../../src/pages/linkMini/copy';
import { render, flush, fire } from '../render';
import { AtUrl } from './fake-api';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Mobile Safari/537.36 MicroMessenger/8.0.47.2560';

function asWeChat(on: boolean) {
  if (on) Object.defineProperty(navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
  else delete (navigator as { userAgent?: string }).userAgent;
}
test.after.each(() => asWeChat(false));

const page = (url: string) =>
  render(
    <AtUrl url={url}>
      <LinkMiniPage />
    </AtUrl>,
  );
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

test('outside WeChat: 请在微信中打开此链接 with the parameters and the store QR link to copy', () => {
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A1&r=B2&s=C3');
  const text = container.textContent || '';
  assert.ok(text.includes('请在微信中打开此链接'));
  assert.equal(
    [...container.querySelectorAll('.link-mini__params dd')].map((d) => d.textContent),
    ['A1', 'B2', 'C3'],
  );
  assert.ok(text.includes('http://localhost:3000/?storeQrCode=1&c=A1&r=B2&s=C3#/'));
  assert.ok(button(container, '复制链接'));
  assert.not.ok(container.querySelector('wx-open-launch-weapp'));
  unmount();
});

test('in WeChat: the open tag with the id and path; the fallback appears when the tag fails', async () => {
  asWeChat(true);
  const { container, unmount } = page('/pages/linkMini/linkMini?c=A%261&r=B&s=C');
  const tag = container.querySelector('wx-open-launch-weapp')!;
  assert.is(tag.getAttribute('username'), MINI_PROGRAM_ID);
  assert.is(tag.getAttribute('path'), 'pages/index/index?c=A%261&r=B&s=C');
  assert.ok(tag.querySelector('script[type="text/wxtag-template"]')?.innerHTML.includes('打开小程序'));
  assert.not.ok(button(container, '复制链接'), 'no fallback while the tag gets ready');
  fire(tag, 'error');
  await flush();
  assert.ok(container.textContent?.includes('暂时无法直接打开小程序'));
  assert.ok(button(container, '复制链接'));
  unmount();
});

test('copying falls back to a selected textarea when the clipboard API is refused', async () => {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: () => Promise.reject(new Error('denied')) },
    configurable: true,
  });
  const exec = document.execCommand;
  let copied = '';
  document.execCommand = ((cmd: string) => {
    if (cmd === 'copy') copied = document.querySelector('textarea')?.value || '';
    return true;
  }) as typeof document.execCommand;
  try {
    assert.ok(await copyText('http://x/?storeQrCode=1'));
    assert.is(copied, 'http://x/?storeQrCode=1');
    assert.not.ok(document.querySelector('textarea'), 'the textarea is removed again');
  } finally {
    document.execCommand = exec;
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  }
});

test.run();
