// Which addresses the boot script and main.tsx treat as sent elsewhere at launch (the launch
// decision then picks where to, test/app/launch-decision.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mayRedirectAtLaunch, REDIRECTED_AT_LAUNCH } from '../../src/lib/launch-links';

test('a one-click pay link or a store QR link, in the query or the hash', () => {
  assert.ok(mayRedirectAtLaunch('http://app.local/#/pages/oneClickPay/oneClickPay?amount=1'));
  assert.ok(mayRedirectAtLaunch('http://app.local/?storeQrCode=1&c=A&r=B&s=C#/'));
  assert.ok(mayRedirectAtLaunch('http://app.local/#/storeQrCode?c=1&r=2&s=3'));
});

test('any other address is not', () => {
  assert.not.ok(mayRedirectAtLaunch('http://app.local/#/pages/login/index'));
  assert.not.ok(mayRedirectAtLaunch('http://app.local/#/pages/linkMini/index?c=1&r=2&s=3'));
});

test('the source the build writes into the boot script is a plain alternation of the two words', () => {
  assert.is(REDIRECTED_AT_LAUNCH, 'oneClickPay|storeQrCode');
});

test.run();
