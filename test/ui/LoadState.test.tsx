import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LoadState } from '../../src/ui/LoadState';
import { online } from '../../src/ui/online';
import { type Resource, useResource } from '../../src/ui/useResource';
import { flush, render } from '../render';

/** A loader whose answers the test hands out one by one. */
function pending<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function Probe<T>(p: {
  load: () => Promise<T>;
  deps?: unknown[];
  keepOnChange?: boolean;
  out: { r?: Resource<T> };
  show?: (d: T) => string;
}) {
  const r = useResource(p.load, p.deps ?? [], { keepOnChange: p.keepOnChange });
  p.out.r = r;
  return (
    <LoadState
      resource={r}
      failedText="银行卡加载失败"
      isEmpty={(d) => Array.isArray(d) && !d.length}
      empty={<p>还没有银行卡</p>}
    >
      {(d) => <p class="data">{p.show ? p.show(d) : String(d)}</p>}
    </LoadState>
  );
}

test('a skeleton while loading, then the data', async () => {
  const { load, calls } = pending<string>();
  const out = {};
  const { container, unmount } = render(<Probe load={load} out={out} />);
  assert.ok(container.querySelector('[aria-busy="true"]'), 'skeleton while loading');
  calls[0].resolve('工商银行');
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '工商银行');
  unmount();
});

test('a failure says what failed and why, and 重新加载 loads again', async () => {
  const { load, calls } = pending<string>();
  const out = {};
  const { container, unmount } = render(<Probe load={load} out={out} />);
  calls[0].reject(new Error('后端接口连接异常'));
  await flush();
  const alert = container.querySelector('[role="alert"]');
  assert.match(alert?.textContent || '', '银行卡加载失败');
  assert.match(alert?.textContent || '', '后端接口连接异常');
  assert.ok(alert?.querySelector('svg.ui-ill--error'), 'the error picture');
  (container.querySelector('button') as HTMLButtonElement).click();
  await flush();
  assert.is(calls.length, 2, 'one more request');
  assert.ok(container.querySelector('[aria-busy="true"]'), 'loading again');
  calls[1].resolve('招商银行');
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '招商银行');
  unmount();
});

test('offline, the failure says 网络信号丢失', async () => {
  const { load, calls } = pending<string>();
  const { container, unmount } = render(<Probe load={load} out={{}} />);
  online.value = false;
  try {
    calls[0].reject(new Error('后端接口连接异常'));
    await flush();
    assert.match(container.querySelector('[role="alert"]')?.textContent || '', '网络信号丢失');
    assert.ok(container.querySelector('[role="alert"] svg.ui-ill--network'), 'the no-network picture');
  } finally {
    online.value = true;
  }
  unmount();
});

test('an empty answer shows the empty view', async () => {
  const { load, calls } = pending<string[]>();
  const { container, unmount } = render(<Probe load={load} out={{}} />);
  calls[0].resolve([]);
  await flush();
  assert.is(container.textContent, '还没有银行卡');
  unmount();
});

test('a reload keeps the shown data until its answer; a failed reload keeps it too', async () => {
  const { load, calls } = pending<string>();
  const out: { r?: Resource<string> } = {};
  const { container, unmount } = render(<Probe load={load} out={out} />);
  calls[0].resolve('第一次');
  await flush();
  out.r!.reload();
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '第一次', 'no skeleton during a refresh');
  calls[1].reject(new Error('后端接口连接异常'));
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '第一次');
  out.r!.update((d) => `${d}（已改）`);
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '第一次（已改）');
  unmount();
});

test('an answer for an older load never replaces a newer one', async () => {
  const { load, calls } = pending<string>();
  const out: { r?: Resource<string> } = {};
  const { container, rerender, unmount } = render(<Probe load={load} deps={['a']} out={out} />);
  rerender(<Probe load={load} deps={['b']} out={out} />);
  await flush();
  assert.is(calls.length, 2);
  calls[1].resolve('新的');
  calls[0].resolve('旧的');
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '新的');
  unmount();
});

test('new deps show the skeleton until their answer', async () => {
  const { load, calls } = pending<string>();
  const { container, rerender, unmount } = render(<Probe load={load} deps={['工']} out={{}} />);
  calls[0].resolve('工商银行');
  await flush();
  rerender(<Probe load={load} deps={['招']} out={{}} />);
  await flush();
  assert.ok(container.querySelector('[aria-busy="true"]'), 'the old answer is gone');
  assert.not.ok(container.querySelector('.data'));
  unmount();
});

test('keepOnChange: the last answer stays while new deps load, and goes when their load fails', async () => {
  const { load, calls } = pending<string>();
  const out: { r?: Resource<string> } = {};
  const { container, rerender, unmount } = render(<Probe load={load} deps={['工']} keepOnChange out={out} />);
  assert.ok(container.querySelector('[aria-busy="true"]'), 'a skeleton before the first answer');
  calls[0].resolve('工商银行');
  await flush();
  rerender(<Probe load={load} deps={['招']} keepOnChange out={out} />);
  await flush();
  assert.is(calls.length, 2);
  assert.not.ok(container.querySelector('[aria-busy="true"]'), 'no skeleton while searching again');
  assert.is(container.querySelector('.data')?.textContent, '工商银行');
  calls[1].resolve('招商银行');
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '招商银行');

  rerender(<Probe load={load} deps={['建']} keepOnChange out={out} />);
  await flush();
  calls[2].reject(new Error('后端接口连接异常'));
  await flush();
  assert.not.ok(container.querySelector('.data'), 'the answer to another question is not kept');
  assert.match(container.querySelector('[role="alert"]')?.textContent || '', '后端接口连接异常');
  (container.querySelector('button') as HTMLButtonElement).click();
  await flush();
  calls[3].resolve('建设银行');
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '建设银行');

  out.r!.reload();
  await flush();
  calls[4].reject(new Error('后端接口连接异常'));
  await flush();
  assert.is(container.querySelector('.data')?.textContent, '建设银行', 'a failed reload of the same deps keeps it');
  unmount();
});

test.run();
