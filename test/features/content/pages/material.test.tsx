// 素材中心: categories as tabs that filter, 复制文案 through the clipboard (and the execCommand
// fallback where the Clipboard API is missing) with 已复制, a video material inline with its
// poster frame, and 保存图片 inside WeChat as a preview saying 长按图片保存到相册.
import { options, type VNode } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import MaterialPage from '../../../../src/features/content/pages/material/index';
import { MaterialCard } from '../../../../src/features/content/pages/material/MaterialCard';
import { ToastHost } from '../../../../src/ui/toast';
import { token, userInfo } from '../../../../src/app/state/session';
import type { ShareMaterial, User } from '../../../../src/api/types';
import { render, flush, fire, until } from '../../../render';
import { AtUrl, fakeApi, type FakeApi } from '../../../helpers/fake-api';

const material = (id: number, over: Partial<ShareMaterial> = {}): ShareMaterial => ({
  id,
  categoryId: 1,
  title: `素材${id}`,
  text: `文案${id}`,
  images: ['/mock-static/material-1.svg'],
  videoUrl: null,
  createdAt: '2025-06-01T02:00:00.000Z',
  ...over,
});
let api: FakeApi;

function setUp() {
  api = fakeApi({
    '/api/shareMaterial/categoryList': {
      data: [
        { id: 1, name: '招募' },
        { id: 2, name: '洗护知识' },
      ],
    },
    '/api/shareMaterial/pageList': {
      data: {
        list: [
          material(1),
          material(2, { videoUrl: '/mock-static/material-video.webm', images: ['/mock-static/poster.png'] }),
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      },
    },
  });
  token.value = 'token-0123456789';
  userInfo.value = { id: 1001, nickname: '张伟' } as User;
}
test.after.each(() => api.restore());

async function page() {
  const view = render(
    <>
      <AtUrl url="/pages/material/index">
        <MaterialPage />
      </AtUrl>
      <ToastHost />
    </>,
  );
  await flush(20);
  return view;
}
const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

test('categories are tabs; a tab asks for its category', async () => {
  setUp();
  const { container, unmount } = await page();
  const tabs = [...container.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
  assert.equal(tabs, ['全部', '招募', '洗护知识']);
  fire(button(container, '洗护知识'), 'click');
  // the page is told after the frame that shows the tab, so wait for its call rather than a fixed time
  const lastAsked = () =>
    (api.calls.filter((c) => c.path === '/api/shareMaterial/pageList').at(-1)?.body as { categoryId?: number })
      ?.categoryId;
  await until(() => lastAsked() === 2);
  assert.is(lastAsked(), 2);
  unmount();
});

test('categories and materials both failing: one failure, and its 重新加载 brings the category tabs back too', async () => {
  setUp();
  const categories = api.routes['/api/shareMaterial/categoryList'];
  const materials = api.routes['/api/shareMaterial/pageList'];
  api.routes['/api/shareMaterial/categoryList'] = { code: 500, message: '服务器开小差了' };
  api.routes['/api/shareMaterial/pageList'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page();
  assert.is(container.querySelectorAll('[role="alert"]').length, 1);
  assert.is(container.querySelectorAll('[role="tab"]').length, 0, 'no row of only 全部 over the failure');
  api.routes['/api/shareMaterial/categoryList'] = categories;
  api.routes['/api/shareMaterial/pageList'] = materials;
  fire(button(container, '重新加载'), 'click');
  await flush(20);
  const tabs = [...container.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
  assert.equal(tabs, ['全部', '招募', '洗护知识']);
  assert.match(container.textContent || '', '素材1');
  unmount();
});

test('the categories alone failing: said above the list (not a row of one tab), with its own 重新加载', async () => {
  setUp();
  const categories = api.routes['/api/shareMaterial/categoryList'];
  api.routes['/api/shareMaterial/categoryList'] = { code: 500, message: '服务器开小差了' };
  const { container, unmount } = await page();
  const alert = container.querySelector('[role="alert"]')!;
  assert.is(alert.textContent, '分类加载失败：服务器开小差了重新加载');
  assert.equal(api.toasts, []);
  api.routes['/api/shareMaterial/categoryList'] = categories;
  fire(alert.querySelector('button')!, 'click');
  await flush(20);
  assert.not.ok(container.querySelector('[role="alert"]'));
  assert.is(container.querySelectorAll('[role="tab"]').length, 3);
  unmount();
});

test('复制文案 writes the text to the clipboard and says 已复制', async () => {
  setUp();
  const written: string[] = [];
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (t: string) => void written.push(t) },
  });
  const { container, unmount } = await page();
  fire(button(container.querySelector('[aria-label="素材1"]')!, '复制文案'), 'click');
  await flush(10);
  assert.equal(written, ['文案1']);
  assert.ok(document.body.textContent?.includes('已复制'));
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  unmount();
});

test('without the Clipboard API the copy falls back to execCommand', async () => {
  setUp();
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  const copied: string[] = [];
  const exec = document.execCommand;
  document.execCommand = ((cmd: string) => {
    copied.push(`${cmd}:${document.querySelector('textarea')?.value ?? ''}`);
    return true;
  }) as typeof document.execCommand;
  const { container, unmount } = await page();
  fire(button(container.querySelector('[aria-label="素材1"]')!, '复制文案'), 'click');
  await flush(10);
  assert.equal(copied, ['copy:文案1']);
  document.execCommand = exec;
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  unmount();
});

test('a video material plays inline with its poster frame', async () => {
  setUp();
  const { container, unmount } = await page();
  const video = container.querySelector('video')!;
  assert.is(video.getAttribute('src'), '/mock-static/material-video.webm');
  assert.is(video.getAttribute('poster'), '/mock-static/poster.png');
  assert.ok(video.hasAttribute('playsinline'));
  unmount();
});

test('inside WeChat 保存图片 opens the preview saying 长按图片保存到相册', async () => {
  setUp();
  const ua = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'userAgent');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 MicroMessenger/8.0.50' });
  const { container, unmount } = await page();
  fire(button(container.querySelector('[aria-label="素材1"]')!, '保存图片'), 'click');
  await flush(10);
  assert.ok(document.body.textContent?.includes('长按图片保存到相册'));
  assert.ok(document.querySelector('.mat-preview img'));
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  if (ua) Object.defineProperty(Object.getPrototypeOf(navigator), 'userAgent', ua);
  unmount();
});

test('分享海报 opens its sheet without rendering the materials again; 关闭 closes it', async () => {
  setUp();
  const { container, unmount } = await page();
  let cardRenders = 0;
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === MaterialCard) cardRenders++;
    before?.(vnode);
  };
  try {
    fire(button(container.querySelector('[aria-label="素材1"]')!, '分享海报'), 'click');
    await flush();
    const sheet = document.querySelector('[role=dialog][aria-label="分享海报"]')!;
    assert.ok(sheet, 'the poster sheet is open');
    assert.is(cardRenders, 0, 'the cards are not rendered for the sheet');
    fire(button(sheet, '关闭'), 'click');
    await flush();
    assert.is(document.querySelector('[role=dialog][aria-label="分享海报"]'), null);
  } finally {
    options.diffed = before;
  }
  unmount();
});

test.run();
