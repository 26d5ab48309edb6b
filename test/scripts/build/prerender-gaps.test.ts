// The pre-rendered login paints before any script can mark a kernel without flex gap, so the build
// refuses a flex gap on what it shows (scripts/build/prerender.ts): there the items would touch.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gapsBeforeScripts } from '../../../scripts/build/prerender';
import { withFlexGapFallback } from '../../../scripts/build/flex-gap';

const MARKUP = '<form class="login__form"><label class="login__check x"><input></label></form>';

test('a gap on a container the markup shows is named', () => {
  const css = withFlexGapFallback(
    '.login__form{display:flex;flex-direction:column;gap:8px}.login__form .login__check{display:flex;gap:6px}',
  );
  assert.equal(gapsBeforeScripts(MARKUP, css), ['.login__form', '.login__form .login__check']);
});

test('a gap only on what shows later (a button loading) passes, and so does spacing by margins', () => {
  const css = withFlexGapFallback('.ui-loading{display:inline-flex;gap:8px}.login__form>*+*{margin-top:8px}');
  assert.equal(gapsBeforeScripts(MARKUP, css), []);
});

test.run();
