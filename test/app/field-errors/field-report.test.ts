// The field error reporter: what a report says (nothing personal in it), once per failure, at most
// FIELD_ERRORS_PER_LOAD a page load, by sendBeacon or else fetch with keepalive.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIELD_ERROR_MAX, FIELD_ERRORS_PER_LOAD } from '../../../src/api/field-errors';
import type { FieldErrorReport } from '../../../src/api/types';
import { beacon, fieldReport, kernelOf, reportOnce, scrub } from '../../../src/app/field-errors/field-report';

const PLACE = {
  href: 'http://localhost:3000/?from=singlemessage&code=AUTHCODE#/pages/withdraw/index?bankCardId=3&token=abc',
  userAgent:
    'Mozilla/5.0 (Linux; Android 9; V1901A Build/P00610; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
    'Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045132 Mobile Safari/537.36 MicroMessenger/7.0.12.1620(0x27000C34)',
  build: '49af6ce0',
};

test('the kernel and its version come from the user agent: X5/XWeb Chrome, iOS WeChat, other WebKit', () => {
  assert.equal(kernelOf(PLACE.userAgent), { kernel: 'chrome', version: '66.0.3359.126' });
  const iosWeChat =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
    'MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN';
  assert.equal(kernelOf(iosWeChat), { kernel: 'ios', version: '14.5' });
  assert.equal(kernelOf(iosWeChat.replace('14_5', '16_4_1')), { kernel: 'ios', version: '16.4.1' });
  assert.equal(kernelOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko)'), {
    kernel: 'webkit',
    version: '605.1.15',
  });
  assert.equal(kernelOf('curl/8'), { kernel: 'other', version: '' });
});

test('nothing personal: digit runs of a mobile, an ID or a card go, and so do addresses’ queries and hashes', () => {
  assert.is(scrub('手机号 13812345678 不正确', 100), '手机号 # 不正确');
  assert.is(scrub('id 11010519900307123X, card 6222020200112345674', 100), 'id #, card #');
  // a stack's line and column stay
  assert.is(scrub('at http://h/chunks/b/2.js:1:23456', 100), 'at http://h/chunks/b/2.js:1:23456');
  assert.is(
    scrub('at http://h/?code=AUTH&state=x#/pages/x?token=abc:3:17\n at f (https://h/p?t=1:1:2)', 200),
    'at http://h/:3:17\n at f (https://h/p:1:2)',
  );
  assert.is(scrub('x'.repeat(50), 10).length, 10);
});

test('a report of an error: its name and message, its stack, the page without its query, kernel, build', () => {
  const error = new TypeError('Object.fromEntries is not a function (13812345678)');
  const report = fieldReport(error, 'chunk-script', PLACE);
  assert.is(report.kind, 'chunk-script');
  assert.is(report.message, 'TypeError: Object.fromEntries is not a function (#)');
  assert.ok(report.stack.includes('field-report.test'), report.stack);
  assert.not.match(report.stack, /13812345678/);
  assert.is(report.page, '/pages/withdraw/index');
  assert.is(report.kernel, 'chrome');
  assert.is(report.version, '66.0.3359.126');
  assert.is(report.build, '49af6ce0');
  assert.not.match(JSON.stringify(report), /AUTHCODE|token=|abc/);
  const long = fieldReport(new Error('m'.repeat(2000)), 'error', PLACE);
  assert.is(long.message.length, FIELD_ERROR_MAX.message);
});

test('from the window’s events: an uncaught error, another origin’s "Script error.", an unhandled rejection', () => {
  const thrown = new Error('boom');
  const uncaught = new window.ErrorEvent('error', { error: thrown, message: 'Uncaught Error: boom' });
  assert.is(fieldReport(uncaught as unknown as Event, 'error', PLACE).message, 'Error: boom');
  const foreign = new window.ErrorEvent('error', { message: 'Script error.' });
  const report = fieldReport(foreign as unknown as Event, 'error', PLACE);
  assert.is(report.message, 'Script error.');
  assert.is(report.stack, '');
  const rejection = new window.Event('unhandledrejection') as unknown as Event & { reason: unknown };
  rejection.reason = 'no reason given';
  const rejected = fieldReport(rejection, 'error', PLACE);
  assert.is(rejected.kind, 'rejection');
  assert.is(rejected.message, 'no reason given');
  assert.is(fieldReport(Object.create(null), 'error', PLACE).message, 'object');
});

test(`each failure once (same message and first frame), and at most ${FIELD_ERRORS_PER_LOAD} a page load`, () => {
  const sent: FieldErrorReport[] = [];
  const report = reportOnce((r) => sent.push(r));
  const twice = fieldReport(new Error('boom'), 'error', PLACE);
  report(twice);
  report({ ...twice });
  assert.is(sent.length, 1, 'the same error again is not sent');
  // the same message from another place is another failure
  report({ ...twice, stack: 'Error: boom\n    at http://h/chunks/b/9.js:1:5' });
  assert.is(sent.length, 2);
  for (let i = 0; i < 30; i++) report({ ...twice, message: `failure ${i}` });
  assert.is(sent.length, FIELD_ERRORS_PER_LOAD);
});

test('sent by sendBeacon; when it is missing or refuses, by fetch with keepalive; when both fail, nothing', async () => {
  const nav = navigator as unknown as { sendBeacon?: (url: string, body: string) => boolean };
  const saved = { beacon: nav.sendBeacon, fetch: globalThis.fetch };
  const beacons: [string, string][] = [];
  const fetches: [string, RequestInit][] = [];
  try {
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      fetches.push([url, init]);
      return new Response('{}');
    }) as typeof fetch;
    const report = fieldReport(new Error('x'), 'error', PLACE);
    nav.sendBeacon = (url, body) => {
      beacons.push([url, body]);
      return true;
    };
    beacon('/api/fieldErrors/report', report);
    assert.equal(JSON.parse(beacons[0][1]), report);
    assert.is(fetches.length, 0);
    nav.sendBeacon = () => false;
    beacon('/c', report);
    nav.sendBeacon = undefined;
    beacon('/c', report);
    assert.is(fetches.length, 2);
    assert.is(fetches[0][1].keepalive, true);
    assert.is(fetches[0][1].method, 'POST');
    globalThis.fetch = (() => {
      throw new TypeError('no fetch');
    }) as typeof fetch;
    beacon('/c', report);
  } finally {
    nav.sendBeacon = saved.beacon;
    globalThis.fetch = saved.fetch;
  }
});

test.run();
