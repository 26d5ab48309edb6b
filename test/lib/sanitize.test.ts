import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitizeHtml } from '../../src/lib/sanitize';

// The tests run on http://localhost:3000/ (test/setup.ts): that is "this site" below.

/** The href (or src) the sanitizer wrote for one link (image), null when it dropped it. */
function hrefOf(html: string, attr = 'href'): string | null {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  const el = box.querySelector(attr === 'href' ? 'a' : 'img');
  return el ? el.getAttribute(attr) : 'element removed';
}

test('keeps formatting, drops scripts, handlers and bad URLs', () => {
  const out = sanitizeHtml(
    '<h2 style="color:red">规则</h2><p onclick="x()">一<strong>二</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">坏</a><a href="https://x.cn">好</a><img src="x" onerror="alert(1)"><iframe src="https://e"></iframe>',
  );
  assert.ok(out.includes('<h2>规则</h2>'));
  assert.ok(out.includes('<p>一<strong>二</strong></p>'));
  assert.not.ok(/script|onclick|onerror|javascript|iframe|style/.test(out), out);
  assert.ok(out.includes('href="https://x.cn/"'));
});

test('unknown tags are unwrapped, their text kept', () => {
  assert.is(sanitizeHtml('<custom-tag>文字</custom-tag>'), '文字');
});

test('non-string input gives an empty result', () => {
  assert.is(sanitizeHtml(undefined as unknown as string), '');
});

test('same-origin paths and hash routes stay in the app, without a new tab', () => {
  assert.is(hrefOf('<a href="/pages/index/index">首页</a>'), 'http://localhost:3000/pages/index/index');
  assert.is(hrefOf('<a href="#/pages/bankCard/index">银行卡</a>'), '#/pages/bankCard/index');
  assert.is(hrefOf('<a href="http://localhost:3000/x?a=1">x</a>'), 'http://localhost:3000/x?a=1');
  // a scheme-relative path on this page's scheme is a path here, as the browser reads it
  assert.is(hrefOf('<a href="http:evil.example/x">x</a>'), 'http://localhost:3000/evil.example/x');
  const out = sanitizeHtml('<a href="#/pages/bankCard/index" target="_top" rel="opener">银行卡</a>');
  assert.not.ok(/target|rel=/.test(out), out);
});

test('https links to another host open in a new tab without the opener', () => {
  const out = sanitizeHtml('<a href="https://example.com/rules">规则</a>');
  assert.is(out, '<a href="https://example.com/rules" rel="noopener noreferrer" target="_blank">规则</a>');
});

test('a fragment that is not a route is dropped (the hash router would read it as one)', () => {
  assert.is(hrefOf('<a href="#top">顶部</a>'), null);
});

// Forms a probe of published vectors used: each looks like a same-site path or harmless text,
// but the URL parser (what the browser follows) sends it elsewhere.
const FOREIGN_HTTP = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '//evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  ' //evil.example/x',
  '/&#92;evil.example/x',
  '&#47;&#47;evil.example/x',
  '&#x2F;&#x5C;evil.example/x',
  'http://evil.example/x',
  '/\n/evil.example/x',
];

test('path-looking forms that reach another host over http are dropped (the page is http here)', () => {
  for (const href of FOREIGN_HTTP) assert.is(hrefOf(`<a href="${href}">x</a>`), null, href);
  for (const src of FOREIGN_HTTP) assert.is(hrefOf(`<img src="${src}">`, 'src'), null, src);
});

test('path-looking forms that reach another host over https are kept as that host, in a new tab', () => {
  for (const href of [
    'https:/\\evil.example/x',
    'https:\\\\evil.example/x',
    'https://evil.example/x',
    'HTTPS://evil.example/x',
  ]) {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    assert.is(out, '<a href="https://evil.example/x" rel="noopener noreferrer" target="_blank">x</a>', href);
  }
});

test('script and data schemes are dropped however they are written', () => {
  const forms = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:http://localhost:3000/0b5d',
    'file:///etc/passwd',
    'http://[bad',
  ];
  for (const href of forms) assert.is(hrefOf(`<a href="${href}">x</a>`), null, href);
  for (const src of forms) assert.is(hrefOf(`<img src="${src}">`, 'src'), null, src);
});

test('images: same origin and https kept (resolved), others dropped', () => {
  assert.is(hrefOf('<img src="/mock-static/a.png">', 'src'), 'http://localhost:3000/mock-static/a.png');
  assert.is(hrefOf('<img src="https://cdn.example/a.png">', 'src'), 'https://cdn.example/a.png');
  assert.is(hrefOf('<img src="http://cdn.example/a.png">', 'src'), null);
  assert.is(hrefOf('<img src="data:image/png;base64,iVBORw0KGgo=">', 'src'), null);
});

test.run();
