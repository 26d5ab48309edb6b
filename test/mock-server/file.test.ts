// Uploads against the real mock server: stored and served back, types and sizes refused clearly.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UPLOADS_DIR } from '../../mock-server/services/upload';
import { startTestServer, type TestServer } from '../helpers/mock';
import { postFile } from '../helpers/upload';

const MB = 1024 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const test = suite<{ s: TestServer; token: string; before: Set<string> }>('mock: uploads', {
  s: null as unknown as TestServer,
  token: '',
  before: new Set(),
});
test.before(async (ctx) => {
  ctx.s = await startTestServer(); // creates UPLOADS_DIR when missing
  ctx.before = new Set(readdirSync(UPLOADS_DIR));
  ctx.token = await ctx.s.login('13800000001');
});
test.after(async (ctx) => {
  await ctx.s.close();
  // leave the developer's uploads folder as it was
  for (const name of readdirSync(UPLOADS_DIR)) if (!ctx.before.has(name)) rmSync(join(UPLOADS_DIR, name));
});

test('uploadH5: an image is stored under a random name with its extension and served back', async ({ s, token }) => {
  const r = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: PNG, type: 'image/png', name: '门头照.png' },
    s.auth(token),
  );
  assert.is(r.code, 0, r.message);
  assert.match(r.data.url, /^\/uploads\/[0-9a-f]{24}\.png$/);
  const served = await fetch(s.url + r.data.url);
  assert.is(served.status, 200);
  assert.equal(new Uint8Array(await served.arrayBuffer()), PNG);
  const again = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: PNG, type: 'image/png', name: '门头照.png' },
    s.auth(token),
  );
  assert.is.not(again.data.url, r.data.url);
});

test('uploadH5: videos are accepted and keep their extension; a .jpeg stays .jpeg', async ({ s, token }) => {
  const cases: [string, string, RegExp][] = [
    ['video/mp4', 'clip.MP4', /\.mp4$/],
    ['video/webm', 'clip.webm', /\.webm$/],
    ['video/quicktime', 'clip.mov', /\.mov$/],
    ['image/jpeg', 'photo.jpeg', /\.jpeg$/],
  ];
  for (const [type, name, ext] of cases) {
    const r = await postFile(`${s.url}/api/file/uploadH5`, { bytes: 2048, type, name }, s.auth(token));
    assert.is(r.code, 0, `${type}: ${r.message}`);
    assert.match(r.data.url, ext);
  }
});

test('uploadH5: without a declared type, the extension decides', async ({ s, token }) => {
  const r = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: PNG, type: 'application/octet-stream', name: 'a.webp' },
    s.auth(token),
  );
  assert.is(r.code, 0, r.message);
  assert.match(r.data.url, /\.webp$/);
});

test('uploadH5: a wrong type is a 400 naming the allowed types', async ({ s, token }) => {
  for (const [type, name] of [
    ['text/html', 'x.html'],
    ['image/svg+xml', 'x.svg'],
    ['application/pdf', 'x.pdf'],
  ]) {
    const r = await postFile(`${s.url}/api/file/uploadH5`, { bytes: 100, type, name }, s.auth(token));
    assert.is(r.status, 400, type);
    assert.ok(r.message.includes(type), r.message);
    assert.ok(r.message.includes('图片（JPG、PNG、WEBP、GIF）或视频（MP4、WEBM、MOV）'), r.message);
  }
});

test('uploadH5: an image over 5 MB is a 400 with the limit; a 6 MB video is fine', async ({ s, token }) => {
  const big = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: 5 * MB + 1, type: 'image/jpeg', name: 'big.jpg' },
    s.auth(token),
  );
  assert.is(big.status, 400);
  assert.ok(big.message.includes('图片不能超过 5 MB'), big.message);
  const video = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: 6 * MB, type: 'video/mp4', name: 'v.mp4' },
    s.auth(token),
  );
  assert.is(video.code, 0, video.message);
});

test('uploadH5: a body over the 20 MB video limit is a 400 naming the limits', async ({ s, token }) => {
  const r = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: 21 * MB, type: 'video/mp4', name: 'long.mp4' },
    s.auth(token),
  );
  assert.is(r.status, 400);
  assert.ok(r.message.includes('视频不能超过 20 MB'), r.message);
  // the server keeps serving
  const after = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: PNG, type: 'image/png', name: 'a.png' },
    s.auth(token),
  );
  assert.is(after.code, 0);
});

test('uploadH5: no file, an empty file, or a JSON body are 400s', async ({ s, token }) => {
  const none = await postFile(`${s.url}/api/file/uploadH5`, null, s.auth(token), { note: 'x' });
  assert.is(none.status, 400);
  assert.ok(none.message.includes('请选择要上传的文件'), none.message);
  const empty = await postFile(
    `${s.url}/api/file/uploadH5`,
    { bytes: 0, type: 'image/png', name: 'a.png' },
    s.auth(token),
  );
  assert.is(empty.status, 400);
  assert.ok(empty.message.includes('为空'), empty.message);
  const json = await s.post('/api/file/uploadH5', { url: 'x' }, s.auth(token));
  assert.is(json.status, 400);
  assert.ok(json.message.includes('multipart/form-data'), json.message);
});

test('uploadH5: a broken multipart body, or one without a boundary, is a 400 saying so', async ({ s, token }) => {
  const send = async (contentType: string, body: string) =>
    (
      await fetch(`${s.url}/api/file/uploadH5`, {
        method: 'POST',
        headers: { ...s.auth(token), 'content-type': contentType },
        body,
      })
    ).json();
  const cut =
    '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n12';
  assert.equal(await send('multipart/form-data; boundary=b1', cut), {
    code: 400,
    message: '上传内容格式不正确，请重新选择文件',
    data: null,
  });
  assert.equal(await send('multipart/form-data', cut), {
    code: 400,
    message: '请以 multipart/form-data 格式上传文件（字段名 file）',
    data: null,
  });
});

test('uploadInvoiceH5: an image or a PDF is stored; a video is refused; over 5 MB too', async ({ s, token }) => {
  const pdf = await postFile(
    `${s.url}/api/file/uploadInvoiceH5`,
    { bytes: 3000, type: 'application/pdf', name: '发票.pdf' },
    s.auth(token),
  );
  assert.is(pdf.code, 0, pdf.message);
  assert.match(pdf.data.url, /^\/uploads\/[0-9a-f]{24}\.pdf$/);
  const image = await postFile(
    `${s.url}/api/file/uploadInvoiceH5`,
    { bytes: PNG, type: 'image/png', name: 'invoice.png' },
    s.auth(token),
  );
  assert.is(image.code, 0, image.message);
  const video = await postFile(
    `${s.url}/api/file/uploadInvoiceH5`,
    { bytes: 3000, type: 'video/mp4', name: 'v.mp4' },
    s.auth(token),
  );
  assert.is(video.status, 400);
  assert.ok(video.message.includes('图片（JPG、PNG、WEBP、GIF）或PDF'), video.message);
  const big = await postFile(
    `${s.url}/api/file/uploadInvoiceH5`,
    { bytes: 5 * MB + 1, type: 'application/pdf', name: 'big.pdf' },
    s.auth(token),
  );
  assert.is(big.status, 400);
  assert.ok(big.message.includes('PDF不能超过 5 MB'), big.message);
  const none = await postFile(`${s.url}/api/file/uploadInvoiceH5`, null, s.auth(token));
  assert.is(none.status, 400);
});

test('both upload routes answer 401 without a token', async ({ s }) => {
  for (const path of ['/api/file/uploadH5', '/api/file/uploadInvoiceH5']) {
    const r = await postFile(s.url + path, { bytes: PNG, type: 'image/png', name: 'a.png' });
    assert.is(r.status, 401, path);
    assert.is(r.code, 401);
  }
});

test.run();
