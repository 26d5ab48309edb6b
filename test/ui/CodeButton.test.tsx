import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CodeButton } from '../../src/ui/CodeButton';
import { render, act } from '../render';
import { installClock } from './clock';

let clock: ReturnType<typeof installClock>;
let sends = 0;
const sendOk = async () => {
  sends++;
  return true;
};

test.before.each(() => {
  sessionStorage.clear();
  sends = 0;
  clock = installClock();
});
test.after.each(() => clock.restore());

const button = (c: HTMLElement) => c.querySelector('button') as HTMLButtonElement;
async function tap(c: HTMLElement) {
  await act(async () => {
    button(c).click();
    for (let i = 0; i < 5; i++) await null; // let onSend answer inside act
  });
}

test('counts down from 60 s after a successful send, then offers 重新获取', async () => {
  const { container, unmount } = render(<CodeButton storageKey="code:t" onSend={sendOk} />);
  assert.is(button(container).textContent, '获取验证码');
  await tap(container);
  assert.is(sends, 1);
  assert.is(button(container).textContent, '60秒重新获取');
  assert.ok(button(container).disabled);
  await clock.tick(1000);
  assert.is(button(container).textContent, '59秒重新获取');
  await clock.tick(58_000);
  assert.is(button(container).textContent, '1秒重新获取');
  await clock.tick(1000);
  assert.is(button(container).textContent, '重新获取');
  assert.not.ok(button(container).disabled);
  unmount();
});

test('a tap while counting sends nothing', async () => {
  const { container, unmount } = render(<CodeButton storageKey="code:t" onSend={sendOk} />);
  await tap(container);
  await tap(container);
  assert.is(sends, 1);
  unmount();
});

test('the countdown survives an unmount and a return to the page', async () => {
  const first = render(<CodeButton storageKey="code:t" onSend={sendOk} />);
  await tap(first.container);
  first.unmount();
  await clock.tick(20_000);
  const again = render(<CodeButton storageKey="code:t" onSend={sendOk} />);
  assert.is(button(again.container).textContent, '40秒重新获取');
  assert.ok(button(again.container).disabled);
  again.unmount();
});

test('a failed or refused send does not start counting', async () => {
  const { container, unmount } = render(<CodeButton storageKey="code:t" onSend={async () => false} />);
  await tap(container);
  assert.is(button(container).textContent, '获取验证码');
  assert.not.ok(button(container).disabled);
  const failing = render(<CodeButton storageKey="code:u" onSend={() => Promise.reject(new Error('x'))} />);
  await tap(failing.container);
  assert.is(button(failing.container).textContent, '获取验证码');
  failing.unmount();
  unmount();
});

test('each storage key counts on its own', async () => {
  const a = render(<CodeButton storageKey="code:a" onSend={sendOk} />);
  await tap(a.container);
  const b = render(<CodeButton storageKey="code:b" onSend={sendOk} />);
  assert.is(button(b.container).textContent, '获取验证码');
  a.unmount();
  b.unmount();
});

test('sendAtMount sends once at mount, as if tapped (a tap the login page took up from index.html)', async () => {
  const { container, unmount } = render(<CodeButton storageKey="code:early" onSend={sendOk} sendAtMount />);
  await act(async () => {
    for (let i = 0; i < 5; i++) await null; // let onSend answer inside act
  });
  assert.is(sends, 1);
  assert.is(button(container).textContent, '60秒重新获取');
  unmount();
});

test('sendAtMount sends nothing while a countdown kept over a reload runs (the server would refuse)', async () => {
  sessionStorage.setItem('code:early', String(Date.now() + 30_000));
  const { container, unmount } = render(<CodeButton storageKey="code:early" onSend={sendOk} sendAtMount />);
  await act(async () => {
    for (let i = 0; i < 5; i++) await null;
  });
  assert.is(sends, 0);
  assert.is(button(container).textContent, '30秒重新获取');
  assert.ok(button(container).disabled);
  unmount();
});

test.run();
