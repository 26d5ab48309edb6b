// The one rule of which file addresses are ours (src/lib/media.ts), as the forms and the mock use it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isOwnMediaUrl, mediaProblem, ownMediaPath } from '../../src/lib/media';

const test = suite('lib: own media URLs');
const ORIGIN = 'http://localhost:3000';

test('paths the server issued, bare or with its own origin, are ours (and give the path)', () => {
  assert.is(ownMediaPath('/uploads/3f2a9c.png', ORIGIN), '/uploads/3f2a9c.png');
  assert.is(ownMediaPath('http://localhost:3000/uploads/3f2a9c.png', ORIGIN), '/uploads/3f2a9c.png');
  assert.is(ownMediaPath('/mock-static/banks/ICBC.svg', ORIGIN), '/mock-static/banks/ICBC.svg');
});

test('other hosts, protocol-relative, scripts, data, queries and climbing paths are not', () => {
  for (const url of [
    '//evil.example/x.png',
    'https://evil.example/uploads/x.png',
    'http://localhost:3001/uploads/x.png',
    'http://localhost:3000.evil.example/uploads/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/uploads/../db.json',
    '/uploads//evil.example/x.png',
    '/uploads/x.png?y=1',
    '/api/user/getH5UserInfo',
    '',
    42,
    null,
  ])
    assert.not.ok(isOwnMediaUrl(url, ORIGIN), String(url));
});

test('mediaProblem names the field in the words the server uses', () => {
  assert.is(mediaProblem(['/uploads/a.png', '/uploads/b.png'], ORIGIN, '门店照片'), null);
  assert.is(
    mediaProblem(['/uploads/a.png', '//evil.example/b.png'], ORIGIN, '门店照片'),
    '门店照片地址无效，请重新上传',
  );
});

test.run();
