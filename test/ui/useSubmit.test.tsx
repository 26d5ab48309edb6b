import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpHooks, request } from '../../src/api/http';
import { useSubmit } from '../../src/ui/useSubmit';
import { act, render, flush } from '../render';

// A server stand-in: each call is held until the test answers it, so a second tap lands mid-flight.
let sent: { key: string | undefined; body: unknown }[] = [];
let answers: ((code: number) => void)[] = [];
let toasts: string[] = [];
const realFetch = globalThis.fetch;

const answer = async (code: number) => {
  answers.shift()!(code);
  await flush(5);
};

let done: unknown[] = [];
let failed: unknown[] = [];

function NoteForm({ text }: { text: string }) {
  const save = useSubmit(
    (body: { text: string }, key) =>
      request<{ id: number }>({
        url: '/api/note',
        method: 'POST',
        data: body,
        idempotencyKey: key,
      }),
    { done: (r) => done.push(r), failed: (e) => failed.push(e) },
  );
  return (
    <button type="button" disabled={save.pending} onClick={() => save.submit({ text })}>
      保存
    </button>
  );
}

test.before.each(() => {
  sent = [];
  answers = [];
  toasts = [];
  done = [];
  failed = [];
  httpHooks.toast = (m) => toasts.push(m);
  globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      key: new Headers(init?.headers).get('Idempotency-Key') ?? undefined,
      body: JSON.parse(String(init?.body)),
    });
    return new Promise<Response>((resolve) => {
      answers.push((code) => {
        const message = code ? '保存失败，请稍后重试' : 'ok';
        resolve(new Response(JSON.stringify({ code, message, data: { id: 7 } })));
      });
    });
  }) as typeof fetch;
});

test.after.each(() => {
  globalThis.fetch = realFetch;
  httpHooks.toast = () => {};
});

test('a double tap sends one request, and the button is pending until the answer', async () => {
  const { container, unmount } = render(<NoteForm text="a" />);
  const button = container.querySelector('button')!;
  button.click();
  button.click();
  await flush();
  assert.is(sent.length, 1);
  assert.ok(button.disabled, 'pending while the request is out');
  await answer(0);
  assert.not.ok(button.disabled);
  assert.equal(done, [{ id: 7 }], 'the success step runs once');
  unmount();
});

test('the tap is answered first: the button is pending before the request is made, which follows the paint', async () => {
  let made = 0;
  function Slow() {
    const save = useSubmit(async () => {
      made++;
    });
    return (
      <button type="button" disabled={save.pending} onClick={() => save.submit({})}>
        保存
      </button>
    );
  }
  const { container, unmount } = render(<Slow />);
  const button = container.querySelector('button')!;
  act(() => button.click());
  assert.ok(button.disabled, 'pending in the frame of the tap');
  assert.is(made, 0, 'nothing sent before that frame');
  act(() => button.click());
  await flush(50);
  assert.is(made, 1, 'sent after the paint, once for two taps');
  assert.not.ok(button.disabled);
  unmount();
});

test('a retry of the same request keeps its key; after success the same body is a new intent', async () => {
  const { container, rerender, unmount } = render(<NoteForm text="a" />);
  const button = container.querySelector('button')!;
  button.click();
  await flush();
  await answer(500);
  assert.equal(toasts, ['保存失败，请稍后重试'], 'the request layer toasts once, the hook adds none');
  assert.is(failed.length, 1);
  assert.equal(done, []);
  button.click();
  await flush();
  await answer(0);
  assert.ok(sent[0].key, 'the request carries a key');
  assert.is(sent[1].key, sent[0].key, 'the retry replays the first key');
  button.click();
  await flush();
  await answer(0);
  assert.ok(sent[2].key && sent[2].key !== sent[0].key, 'a new submit after success gets a new key');
  rerender(<NoteForm text="b" />);
  button.click();
  await flush();
  await answer(0);
  assert.is.not(sent[3].key, sent[2].key, 'another body is another intent');
  assert.is(done.length, 3);
  assert.is(toasts.length, 1);
  unmount();
});

test('a kept intent outlives the component (a draft across a reload)', async () => {
  let stored: { fingerprint: string; key: string } | null = null;
  const keep = { read: () => stored, write: (i: typeof stored) => (stored = i) };
  function Kept() {
    const save = useSubmit(
      (body: { n: number }, key) => request({ url: '/api/x', method: 'POST', data: body, idempotencyKey: key }),
      { keep },
    );
    return (
      <button type="button" onClick={() => save.submit({ n: 1 })}>
        提交
      </button>
    );
  }
  const first = render(<Kept />);
  first.container.querySelector('button')!.click();
  await flush();
  await answer(500);
  first.unmount();
  assert.ok(stored, 'the key is kept while the intent is unfinished');
  const again = render(<Kept />);
  again.container.querySelector('button')!.click();
  await flush();
  await answer(0);
  assert.is(sent[1].key, sent[0].key);
  assert.is(stored, null, 'a finished intent is forgotten');
  again.unmount();
});

test('a confirm step: asked once per tap while pending; declined sends nothing, accepted sends once', async () => {
  let asked = 0;
  let decide = (_ok: boolean) => {};
  function Settle() {
    const settle = useSubmit(
      (body: { id: number }, key) => request({ url: '/api/settle', method: 'POST', data: body, idempotencyKey: key }),
      {
        confirm: () => {
          asked++;
          return new Promise<boolean>((r) => (decide = r));
        },
      },
    );
    return (
      <button type="button" disabled={settle.pending} onClick={() => settle.submit({ id: 4 })}>
        结算
      </button>
    );
  }
  const { container, unmount } = render(<Settle />);
  const button = container.querySelector('button')!;
  button.click();
  button.click();
  await flush();
  assert.is(asked, 1, 'a double tap asks once');
  assert.ok(button.disabled, 'pending while the question is open');
  decide(false);
  await flush();
  assert.is(sent.length, 0, 'declined: nothing is sent');
  assert.not.ok(button.disabled);
  button.click();
  await flush();
  decide(true);
  await flush();
  assert.is(asked, 2);
  assert.is(sent.length, 1, 'accepted: one request');
  await answer(0);
  unmount();
});

test.run();
