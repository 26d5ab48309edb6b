// esbuild's targets from a browserslist (scripts/build/browsers.ts): the oldest version of each
// engine, Android's WebView counted as Chromium; a browser esbuild has no name for says so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { esbuildTargets } from '../../../scripts/build/browsers';

test('the oldest version of each engine', () => {
  assert.equal(esbuildTargets(['chrome 70', 'chrome 66', 'ios_saf 12.2-12.5', 'ios_saf 12.0-12.1', 'android 120']), [
    'chrome66',
    'ios12',
  ]);
});

test("the app's own list: Chromium 66 and iOS 14.5", () => {
  assert.equal(esbuildTargets(), ['chrome66', 'ios14.5']);
});

test('a browser without an esbuild name is refused, naming it', () => {
  assert.throws(() => esbuildTargets(['op_mini all']), /op_mini all/);
});

test.run();
