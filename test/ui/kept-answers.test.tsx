import { test } from 'uvu';
import * as assert from 'uvu/assert';
import '../../src/app/forget-kept-answers';
import { token } from '../../src/app/state/session';
import { MAX_KEPT, keepAnswer, keptAnswer, keptCount, keptSession } from '../../src/ui/kept-answers';
import { type FetchPage, List, usePagedList } from '../../src/ui/List';
import { LoadState } from '../../src/ui/LoadState';
import { useResource } from '../../src/ui/useResource';
import { flush, render } from '../render';

/** A loader whose answers the test hands out one by one. */
function pending<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function Balance({ load }: { load: () => Promise<string> }) {
  const r = useResource(load, []);
  return (
    <LoadState resource={r} failedText="余额加载失败">
      {(d) => <p class="data">{d}</p>}
    </LoadState>
  );
}

const text = (el: Element, sel: string) => el.querySelector(sel)?.textContent;

test('a page visited before shows its last answer at once, then the fresh one', async () => {
  const { load, calls } = pending<string>();
  const view = render(<Balance load={load} />);
  calls[0].resolve('余额 100.00');
  await flush();
  view.rerender(null); // left the page
  view.rerender(<Balance load={load} />); // and back
  assert.is(text(view.container, '.data'), '余额 100.00', 'the kept answer in the first frame');
  assert.is(calls.length, 2, 'asked again in the background');
  calls[1].resolve('余额 80.00');
  await flush();
  assert.is(text(view.container, '.data'), '余额 80.00');
  assert.not.ok(view.container.querySelector('[role="alert"]'));
  view.unmount();
});

function AddressForm({ load }: { load: () => Promise<string> }) {
  const r = useResource(load, [], { fresh: true });
  return (
    <LoadState resource={r} failedText="地址加载失败">
      {(d) => <p class="data">{d}</p>}
    </LoadState>
  );
}

test('a fresh read (it seeds a form) waits for its answer on a revisit, never the kept one', async () => {
  // 地址信息 for a new address: the first visit's answer (no address yet: the new one is the
  // default) must not seed the form once an address exists
  const { load, calls } = pending<string>();
  const view = render(<AddressForm load={load} />);
  calls[0].resolve('设为默认');
  await flush();
  view.rerender(null);
  view.rerender(<AddressForm load={load} />);
  assert.not.ok(view.container.querySelector('.data'), 'no answer before the fresh one');
  calls[1].resolve('不设为默认');
  await flush();
  assert.is(text(view.container, '.data'), '不设为默认');
  view.unmount();
});

test('a failed refresh leaves the kept answer with the one-line failure and 重新加载', async () => {
  const { load, calls } = pending<string>();
  const view = render(<Balance load={load} />);
  calls[0].resolve('余额 100.00');
  await flush();
  view.rerender(null);
  view.rerender(<Balance load={load} />);
  calls[1].reject(new Error('服务繁忙'));
  await flush();
  assert.is(text(view.container, '.data'), '余额 100.00', 'the content stays');
  const line = view.container.querySelector('.ui-load-failed-line');
  assert.ok(line, 'one line, not the whole-page failure');
  assert.not.ok(view.container.querySelector('.ui-load-failed'));
  assert.match(line!.textContent!, '余额加载失败：服务繁忙');
  line!.querySelector('button')!.dispatchEvent(new Event('click', { bubbles: true }));
  calls[2].resolve('余额 90.00');
  await flush();
  assert.is(text(view.container, '.data'), '余额 90.00');
  assert.not.ok(view.container.querySelector('[role="alert"]'), 'the failure goes with the fresh answer');
  view.unmount();
});

test('a change of token (sign-out, a 401, another user) drops the kept answers', async () => {
  const { load, calls } = pending<string>();
  token.value = 'token-of-partner-a';
  const view = render(<Balance load={load} />);
  calls[0].resolve('A 的余额');
  await flush();
  view.rerender(null);
  token.value = 'token-of-partner-b';
  view.rerender(<Balance load={load} />);
  assert.not.ok(view.container.querySelector('.data'), 'nothing of partner A shows');
  assert.ok(view.container.querySelector('[aria-busy="true"]'), 'the skeleton instead');
  calls[1].resolve('B 的余额');
  await flush();
  assert.is(text(view.container, '.data'), 'B 的余额');
  token.value = '';
  assert.is(keptCount(), 0, 'sign-out drops them too');
  view.unmount();
});

test('an answer asked for before the token changed is not kept after it', () => {
  const askedIn = keptSession();
  token.value = 'token-after-a-401';
  keepAnswer('read', 'old session', askedIn);
  assert.is(keptAnswer('read'), undefined);
  token.value = '';
});

test('at most one answer per read, for the most recently used reads', () => {
  render(null).unmount();
  const session = keptSession();
  for (let i = 0; i <= MAX_KEPT; i++) keepAnswer(`read ${i}`, i, session);
  keepAnswer('read 5', 'again', session);
  assert.is(keptCount(), MAX_KEPT);
  assert.is(keptAnswer('read 0'), undefined, 'the least recently used one went');
  assert.is(keptAnswer('read 5'), 'again', 'one answer per read: the last');
  assert.is(keptAnswer(`read ${MAX_KEPT}`), MAX_KEPT);
});

function Rows({ fetchPage }: { fetchPage: (n: number) => Promise<{ list: string[]; total: number }> }) {
  const rows = usePagedList(fetchPage, []);
  return (
    <List list={rows}>
      {rows.items.map((r) => (
        <p class="row" key={r}>
          {r}
        </p>
      ))}
    </List>
  );
}

test('a list visited before shows the first page it was given, then the fresh first page', async () => {
  const { load, calls } = pending<{ list: string[]; total: number }>();
  const fetchPage = (_n: number) => load();
  const view = render(<Rows fetchPage={fetchPage} />);
  calls[0].resolve({ list: ['提现 1', '提现 2'], total: 4 });
  await flush();
  view.rerender(null);
  view.rerender(<Rows fetchPage={fetchPage} />);
  const rows = () => [...view.container.querySelectorAll('.row')].map((r) => r.textContent);
  assert.equal(rows(), ['提现 1', '提现 2'], 'the kept first page in the first frame');
  assert.not.ok(view.container.querySelector('.ui-loading'), 'no spinner under the kept rows');
  assert.is(text(view.container, '.ui-list__btn'), '加载更多');
  calls[1].resolve({ list: ['提现 0', '提现 1'], total: 5 });
  await flush();
  assert.equal(rows(), ['提现 0', '提现 1']);
  view.unmount();
});

test('a list visited again whose refresh fails says so once, above its kept rows, and 重新加载 asks page 1', async () => {
  const asked: number[] = [];
  const { load, calls } = pending<{ list: string[]; total: number }>();
  const fetchPage = (n: number) => {
    asked.push(n);
    return load();
  };
  const view = render(<Rows fetchPage={fetchPage} />);
  calls[0].resolve({ list: ['提现 1', '提现 2'], total: 4 });
  await flush();
  view.rerender(null);
  view.rerender(<Rows fetchPage={fetchPage} />);
  calls[1].reject(new Error('服务器开小差了'));
  await flush();
  const alerts = [...view.container.querySelectorAll('[role="alert"]')];
  assert.is(alerts.length, 1, 'the failure said once');
  assert.ok(alerts[0].textContent?.includes('服务器开小差了'));
  const first = view.container.querySelector('.ui-list')?.firstElementChild;
  assert.is(first, alerts[0], 'above the rows, where the partner reads');
  assert.equal(
    [...view.container.querySelectorAll('.row')].map((r) => r.textContent),
    ['提现 1', '提现 2'],
    'the kept rows stay',
  );
  (alerts[0].querySelector('button') as HTMLButtonElement).click();
  await flush();
  assert.equal(asked, [1, 1, 1], 'the retry asks the first page again');
  calls[2].resolve({ list: ['提现 0', '提现 1'], total: 5 });
  await flush();
  assert.not.ok(view.container.querySelector('[role="alert"]'), 'the line goes once the rows are fresh');
  view.unmount();
});

test('the end reached while a revisit asks its first page again loads the next page once that answer is in', async () => {
  const asked: number[] = [];
  const { load, calls } = pending<{ list: string[]; total: number }>();
  const fetchPage = (n: number) => {
    asked.push(n);
    return load();
  };
  let list: ReturnType<typeof usePagedList<string>> | undefined;
  function Probe() {
    list = usePagedList(fetchPage, []);
    return null;
  }
  const view = render(<Probe />);
  calls[0].resolve({ list: ['提现 1', '提现 2'], total: 4 });
  await flush();
  view.rerender(null);
  view.rerender(<Probe />);
  // the kept rows show with 加载更多; the partner is at the end before the refresh answers
  list?.loadMore();
  calls[1].resolve({ list: ['提现 1', '提现 2'], total: 4 });
  await flush();
  await flush();
  assert.equal(asked, [1, 1, 2], 'the next page asked for after the refresh, not dropped');
  calls[2].resolve({ list: ['提现 3', '提现 4'], total: 4 });
  await flush();
  assert.is(list?.status, 'done');
  assert.is(list?.items.length, 4);
  view.unmount();
});

test('a fresh answer that says what the kept one says renders nothing again', async () => {
  // the usual revisit: a second render of every row came just as the page had opened
  let renders = 0;
  function Row({ name }: { name: string }) {
    renders++;
    return <p class="row">{name}</p>;
  }
  function Page({ load, fetchPage }: { load: () => Promise<string>; fetchPage: FetchPage<string> }) {
    const summary = useResource(load, []);
    const rows = usePagedList(fetchPage, []);
    return (
      <>
        <p class="data">{summary.data}</p>
        {rows.items.map((r) => (
          <Row key={r} name={r} />
        ))}
      </>
    );
  }
  const summary = pending<string>();
  const first = pending<{ list: string[]; total: number }>();
  const fetchPage = (_n: number) => first.load();
  const view = render(<Page load={summary.load} fetchPage={fetchPage} />);
  summary.calls[0].resolve('共 2 笔');
  first.calls[0].resolve({ list: ['提现 1', '提现 2'], total: 2 });
  await flush();
  view.rerender(null);
  renders = 0;
  view.rerender(<Page load={summary.load} fetchPage={fetchPage} />);
  assert.is(renders, 2, 'the kept rows, once');
  summary.calls[1].resolve('共 2 笔');
  first.calls[1].resolve({ list: ['提现 1', '提现 2'], total: 2 });
  await flush();
  assert.is(renders, 2, 'no row rendered again');
  view.unmount();
});

test.run();
