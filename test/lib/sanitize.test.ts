import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitizeHtml } from '../../src/lib/sanitize';

test('keeps formatting, drops scripts, handlers and bad URLs', () => {
  const out = sanitizeHtml(
    '<h2 style="color:red">规则</h2><p onclick="x()">一<strong>二</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">坏</a><a href="https://x.cn">好</a><img src="x" onerror="alert(1)"><iframe src="https://e"></iframe>',
  );
  assert.ok(out.includes('<h2>规则</h2>'));
  assert.ok(out.includes('<p>一<strong>二</strong></p>'));
  assert.not.ok(/script|onclick|onerror|javascript|iframe|style/.test(out), out);
  assert.ok(out.includes('href="https://x.cn"'));
});

test('unknown tags are unwrapped, their text kept', () => {
  assert.is(sanitizeHtml('<custom-tag>文字</custom-tag>'), '文字');
});

test('non-string input gives an empty result', () => {
  assert.is(sanitizeHtml(undefined as unknown as string), '');
});

test.run();
