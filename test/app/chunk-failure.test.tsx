// A chunk that failed is said for what it is (src/app/chunk-failure.ts), as the engines answer a
// second import(): the same error (a cached evaluation error) or a module that resolves with no
// script fetched is code that threw; a new error, or a module fetched now, is a request that failed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldErrorHook } from '../../src/app/field-errors/report-error';
import { type ChunkFailure, failedChunkPage, loadAgain, pageAgain } from '../../src/app/chunk-failure';
import { PageBoundary } from '../../src/app/PageBoundary';
import { flush, render, until } from '../render';

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ChunkFailure;
  }
  throw new Error('resolved');
};

/** Reports through the window's hook, as index.html's inline script installs it. */
function hooked(): [unknown, string | undefined][] {
  const reports: [unknown, string | undefined][] = [];
  window.__fieldError = ((error, kind) => reports.push([error, kind])) as FieldErrorHook;
  return reports;
}

test('the same error again: the code arrived and threw (Chromium keeps a module’s evaluation error)', async () => {
  const thrown = new TypeError('Object.fromEntries is not a function');
  const failed = await failure(loadAgain(thrown, () => Promise.reject(thrown)));
  assert.is(failed.chunk, 'script');
  assert.is(failed.error, thrown);
});

test('a new error: the request failed (an engine fails each import of a module it could not fetch anew)', async () => {
  const first = new TypeError('Failed to fetch dynamically imported module: /chunks/b/feedback.js');
  const failed = await failure(loadAgain(first, () => Promise.reject(new TypeError('Importing a module failed.'))));
  assert.is(failed.chunk, 'network');
  assert.is(failed.error, first);
});

test('resolved with no script fetched: WebKit hands out a module that threw; its exports are not used', async () => {
  const failed = await failure(loadAgain(new Error('boom'), () => Promise.resolve({ default: () => null })));
  assert.is(failed.chunk, 'script');
});

test('a load that gave up is the network’s, without trying again', async () => {
  let tries = 0;
  const gaveUp: ChunkFailure = { chunk: 'network', error: new Error('page load timed out') };
  const failed = await failure(loadAgain(gaveUp, async () => tries++));
  assert.is(failed, gaveUp);
  assert.is(tries, 0);
});

test('the page for each: 页面出错了 for code that threw, 页面加载失败 for a request; both reported', async () => {
  const reports = hooked();
  try {
    const Script = failedChunkPage({ chunk: 'script', error: new TypeError('x') });
    const r = render(<Script />);
    assert.match(r.container.textContent || '', '页面出错了');
    assert.not.match(r.container.textContent || '', '网络');
    assert.ok(r.container.querySelector('button')?.textContent === '重试');
    r.unmount();
    const Network = failedChunkPage({ chunk: 'network', error: new TypeError('y') });
    const n = render(<Network />);
    assert.match(n.container.textContent || '', '网络不太稳定');
    n.unmount();
    assert.equal(
      reports.map(([e, kind]) => [String(e), kind]),
      [
        ['TypeError: x', 'chunk-script'],
        ['TypeError: y', 'chunk-network'],
      ],
    );
    const page = await pageAgain(new Error('z'), () => Promise.reject(new Error('z2')));
    assert.is(page.name, 'ChunkFailed');
  } finally {
    window.__fieldError = undefined;
  }
});

test('a page that throws while rendering: 页面出错了, reported; 重试 renders it again, from a fresh mount', async () => {
  const reports = hooked();
  const original = console.error;
  console.error = () => {};
  let renders = 0;
  let broken = true;
  function Flaky() {
    renders++;
    if (broken) throw new Error('render failed');
    return <h1>问题反馈</h1>;
  }
  // unmounted whatever happens: a page left showing 页面出错了 would be the next test file's page too
  let r: ReturnType<typeof render> | undefined;
  try {
    const view = render(
      <PageBoundary resetKey="/pages/feedback/index:0">
        <Flaky />
      </PageBoundary>,
    );
    r = view;
    // 页面出错了 comes with the chunk that says what failed (an import, slow on a loaded machine)
    await until(() => !!view.container.textContent?.includes('页面出错了'));
    assert.match(view.container.textContent || '', '页面出错了');
    assert.equal(
      reports.map(([e, kind]) => [String(e), kind]),
      [['Error: render failed', 'render']],
    );
    broken = false;
    const before = renders;
    (view.container.querySelector('button') as HTMLButtonElement).click();
    await flush();
    assert.ok(renders > before);
    assert.is(view.container.querySelector('h1')?.textContent, '问题反馈');
  } finally {
    r?.unmount();
    console.error = original;
    window.__fieldError = undefined;
  }
});

test.run();
