// The dev builds' reload client: a rebuild reloads the page, a failed build covers it with the
// error (one overlay, the latest error), and the disconnect closes the channel.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connectLiveReload } from '../../../src/app/dev/live-reload';

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  serverSends(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}
const g = globalThis as { EventSource?: unknown };

test.before.each(() => {
  g.EventSource = FakeEventSource;
  document.body.innerHTML = '';
});
test.after.each(() => {
  g.EventSource = undefined;
});

test('listens on the dev server channel and reloads the page when a rebuild says so', () => {
  let reloads = 0;
  connectLiveReload(() => reloads++);
  assert.is(FakeEventSource.last.url, '/__mock/live-reload');
  FakeEventSource.last.serverSends('reload', null);
  assert.is(reloads, 1);
});

test('a build error covers the page with the error and how to go on; the next one replaces it', () => {
  connectLiveReload(() => {});
  FakeEventSource.last.serverSends('build-error', 'src/lib/money.ts:30:13: Expected identifier');
  const alert = document.querySelector('[role=alert]');
  assert.ok(alert, 'an alert shows');
  assert.match(alert!.textContent!, '构建失败');
  assert.match(alert!.textContent!, '构建成功后页面会自动刷新');
  assert.match(alert!.querySelector('pre')!.textContent!, 'src/lib/money.ts:30:13: Expected identifier');
  FakeEventSource.last.serverSends('build-error', 'src/app/App.tsx:1:1: Unexpected "}"');
  assert.is(document.querySelectorAll('[role=alert]').length, 1);
  assert.match(document.querySelector('pre')!.textContent!, 'src/app/App.tsx');
});

test('the disconnect closes the channel; without EventSource nothing connects', () => {
  const disconnect = connectLiveReload(() => {});
  disconnect();
  assert.ok(FakeEventSource.last.closed);
  g.EventSource = undefined;
  const before = FakeEventSource.last;
  connectLiveReload(() => {})();
  assert.is(FakeEventSource.last, before);
});

test.run();
