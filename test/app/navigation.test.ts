import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentUrl, readHashUrl, redirect, splitUrl } from '../../src/app/navigation';
import { until } from '../render';

test('hash to url: garbage becomes /', () => {
  assert.is(readHashUrl('#/pages/index/index?a=1'), '/pages/index/index?a=1');
  assert.is(readHashUrl(''), '/');
  assert.is(readHashUrl('#evil'), '/');
  assert.is(readHashUrl('#//evil.com'), '/');
});

test('path and query of a url; a malformed escape gives no query, not a crash', () => {
  assert.equal(splitUrl('/pages/withdraw/index/?x=1&y=%E4%BD%A0'), {
    path: '/pages/withdraw/index',
    query: { x: '1', y: '你' },
  });
  assert.equal(splitUrl('/').path, '/');
  assert.not.throws(() => splitUrl('/a?x=%E0%A4%A'));
});

test('a tapped link paints first: its page is applied after the next frame, not before it', async () => {
  redirect('/pages/index/index');
  const atFrame: string[] = [];
  // Asked for in a listener added after the app's, so this frame is the one after the app's own
  // request; waiting for the event with a timer of our own raced it on a loaded machine.
  addEventListener('hashchange', () => requestAnimationFrame(() => atFrame.push(currentUrl.value)), {
    once: true,
  });
  location.hash = '/pages/myTeam/index';
  await until(() => currentUrl.value === '/pages/myTeam/index');
  assert.equal(atFrame, ['/pages/index/index'], 'the frame after the tap still shows the page tapped on');
  assert.is(currentUrl.value, '/pages/myTeam/index', 'the page the link opens comes after it');
});

test('a tapped link shows pressed in the frame after the tap, whether or not the finger is still down', async () => {
  redirect('/pages/index/index');
  const link = document.createElement('a');
  link.href = '#/pages/feedback/index';
  link.textContent = '问题反馈';
  document.body.append(link);
  let pressedAtFrame: boolean | undefined;
  addEventListener('hashchange', () => requestAnimationFrame(() => (pressedAtFrame = link.matches('[data-opening]'))), {
    once: true,
  });
  // a quick tap: the finger is up before the first frame, so :active never paints
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  location.hash = '/pages/feedback/index';
  await until(() => currentUrl.value === '/pages/feedback/index');
  assert.is(pressedAtFrame, true, 'the link is marked in the frame that answers the tap');
  assert.not.ok(link.matches('[data-opening]'), 'the mark goes once the page it opens is applied');
  link.remove();
});

test('a tap on a link to the page already shown leaves no mark behind', () => {
  redirect('/pages/index/index');
  location.hash = '/pages/index/index';
  const link = document.createElement('a');
  link.href = '#/pages/index/index';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  assert.not.ok(link.matches('[data-opening]'));
  link.remove();
});

test('an address changed while no frame comes (a stalled page) is applied all the same', async () => {
  redirect('/pages/index/index');
  const raf = globalThis.requestAnimationFrame;
  globalThis.requestAnimationFrame = () => 0;
  try {
    location.hash = '/pages/washCard/index';
    // polled by timers alone: flush() waits for a frame, and here none comes
    const end = Date.now() + 2000;
    while (currentUrl.value !== '/pages/washCard/index' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 10));
    assert.is(currentUrl.value, '/pages/washCard/index');
  } finally {
    globalThis.requestAnimationFrame = raf;
  }
});

test.run();
