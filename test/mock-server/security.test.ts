// The mock server held to what a security review asks: developer routes only for the developer, no
// token anywhere but the login answer, CORS only for listed origins, no stack traces, a damaged
// db.json refused at start.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { startMockServer } from '../../mock-server/app';
import { CorruptDbError } from '../../mock-server/db';
import { freshDbFile, startTestServer } from '../helpers/mock';
import { uploadedImage } from '../helpers/upload';

const test = suite('mock: security');
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

test('a server started without devRoutes has no /__mock at all', async () => {
  const s = await startTestServer({ devRoutes: false });
  try {
    for (const path of ['/__mock/db/sessions', '/__mock/scenarios', '/__mock/db/users/1001']) {
      const r = await s.get(path);
      assert.is(r.status, 404, path);
      assert.not.match(JSON.stringify(r.body), /token/, path);
    }
    const patch = await fetch(`${s.url}/__mock/db/users/1001`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"roleLevel":40}',
    });
    assert.is(patch.status, 404);
  } finally {
    await s.close();
  }
});

test('sessions keep a SHA-256 of the token only: no token in db.json nor in /__mock/db', async () => {
  const s = await startTestServer();
  try {
    const token = await s.login('13800000001');
    const file = readFileSync(s.dbFile, 'utf8');
    assert.not.ok(file.includes(token), 'the raw token is not on disk');
    assert.ok(file.includes(sha256(token)), 'its hash is');
    const listed = await s.get('/__mock/db/sessions');
    assert.is(listed.status, 200);
    assert.not.ok(JSON.stringify(listed.body).includes(token));
    const whole = await s.get('/__mock/db/db');
    assert.not.ok(JSON.stringify(whole.body).includes(token));
    // the hash itself is no way in
    const withHash = await s.get('/api/user/getH5UserInfo', s.auth(sha256(token)));
    assert.is(withHash.status, 401);
    assert.is((await s.get('/api/user/getH5UserInfo', s.auth(token))).code, 0);
  } finally {
    await s.close();
  }
});

test('raw-token sessions of an older db.json are hashed at start: the user stays logged in, the file holds no token', async () => {
  const dbFile = freshDbFile();
  const db = JSON.parse(readFileSync(dbFile, 'utf8'));
  const token = 'a'.repeat(48);
  const future = new Date(Date.now() + 86400000).toISOString();
  db.sessions = [
    { token, userId: 1001, createdAt: new Date().toISOString(), expiresAt: future },
    { userId: 1002, createdAt: new Date().toISOString(), expiresAt: future },
  ];
  writeFileSync(dbFile, JSON.stringify(db));
  const s = await startTestServer({ dbFile });
  try {
    const after = JSON.parse(readFileSync(dbFile, 'utf8'));
    assert.equal(
      after.sessions.map((x: { tokenHash: string; userId: number }) => [x.tokenHash, x.userId]),
      [[sha256(token), 1001]],
    );
    assert.not.ok(readFileSync(dbFile, 'utf8').includes(token));
    const me = await s.get('/api/user/getH5UserInfo', s.auth(token));
    assert.is(me.data.id, 1001);
  } finally {
    await s.close();
  }
});

test('/__mock refuses another origin, with or without a preflight, text/plain bodies included', async () => {
  const s = await startTestServer();
  try {
    const other = `http://127.0.0.1:${s.port}`;
    const read = await s.get('/__mock/db/sessions', { Origin: other });
    assert.is(read.status, 403);
    assert.is(read.headers.get('access-control-allow-origin'), null);
    const write = await fetch(`${s.url}/__mock/db/users/1001`, {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain', Origin: 'http://evil.example' },
      body: '{"roleLevel":40}',
    });
    assert.is(write.status, 403);
    const simplePost = await s.post('/__mock/scenarios', '{"route":"*","scenario":"server-error"}', {
      'content-type': 'text/plain',
      Origin: 'null',
    });
    assert.is(simplePost.status, 403);
    const fromSite = await s.get('/__mock/scenarios', { 'Sec-Fetch-Site': 'cross-site' });
    assert.is(fromSite.status, 403);
    const preflight = await fetch(`${s.url}/__mock/db/users/1001`, {
      method: 'OPTIONS',
      headers: { Origin: other, 'Access-Control-Request-Method': 'PATCH' },
    });
    assert.is(preflight.headers.get('access-control-allow-origin'), null);
    // nothing changed: the partner is still a partner, no scenario armed
    const users = (await s.get('/__mock/db/users/1001')).body as { roleLevel: number };
    assert.is(users.roleLevel, 10);
    assert.is((await s.get('/api/pageConfig')).code, 0);
    // the developer's own page (same origin) and tools (no Origin) still work
    assert.is((await s.get('/__mock/scenarios', { Origin: s.url, 'Sec-Fetch-Site': 'same-origin' })).status, 200);
    assert.is((await s.get('/__mock/scenarios')).status, 200);
  } finally {
    await s.close();
  }
});

/** A GET with a Host header of our choosing (fetch will not send one). */
function getWithHost(port: number, path: string, host: string, address = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: address, port, path, headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('/__mock refuses a Host that is not loopback (a DNS name rebound to 127.0.0.1)', async () => {
  const s = await startTestServer();
  try {
    assert.is(await getWithHost(s.port, '/__mock/scenarios', `evil.example:${s.port}`), 403);
    assert.is(await getWithHost(s.port, '/__mock/scenarios', `localhost:${s.port}`), 200);
    assert.is(await getWithHost(s.port, '/__mock/scenarios', `127.0.0.1:${s.port}`), 200);
  } finally {
    await s.close();
  }
});

const lanAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

test('the server listens on 127.0.0.1 by default; HOST=0.0.0.0 opens it, and /__mock still answers only loopback', async () => {
  const s = await startTestServer();
  const lan = lanAddress();
  try {
    if (lan) {
      const failure = await getWithHost(s.port, '/api/pageConfig', `${lan}:${s.port}`, lan).catch((e) => e);
      assert.instance(failure, Error, 'not reachable on the LAN address');
    }
  } finally {
    await s.close();
  }
  if (!lan) return;
  const open = await startMockServer({ dbFile: freshDbFile(), port: 0, quiet: true, host: '0.0.0.0', devRoutes: true });
  try {
    assert.is(await getWithHost(open.port, '/api/pageConfig', `${lan}:${open.port}`, lan), 200);
    assert.is(await getWithHost(open.port, '/__mock/scenarios', `localhost:${open.port}`, lan), 403);
  } finally {
    await open.close();
  }
});

test('CORS: no reflected origin; only a CORS_ORIGINS origin gets Access-Control-Allow-Origin, without credentials', async () => {
  const s = await startTestServer();
  try {
    const r = await s.get('/api/pageConfig', { Origin: 'http://evil.example' });
    assert.is(r.headers.get('access-control-allow-origin'), null);
    assert.is(r.headers.get('access-control-allow-credentials'), null);
    const pre = await fetch(`${s.url}/api/user/getH5UserInfo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.is(pre.headers.get('access-control-allow-origin'), null);
  } finally {
    await s.close();
  }
  const listed = await startMockServer({
    dbFile: freshDbFile(),
    port: 0,
    quiet: true,
    corsOrigins: ['https://app.example'],
  });
  try {
    const ok = await fetch(`${listed.url}/api/pageConfig`, { headers: { Origin: 'https://app.example' } });
    assert.is(ok.headers.get('access-control-allow-origin'), 'https://app.example');
    assert.is(ok.headers.get('access-control-allow-credentials'), null);
    const pre = await fetch(`${listed.url}/api/user/getH5UserInfo`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.is(pre.status, 204);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    const other = await fetch(`${listed.url}/api/pageConfig`, { headers: { Origin: 'https://app.example.evil' } });
    assert.is(other.headers.get('access-control-allow-origin'), null);
  } finally {
    await listed.close();
  }
});

test('no answer carries a stack trace or a file path: a 5xx is a short envelope', async () => {
  const s = await startTestServer();
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const bodies: [string, string, string][] = [
      ['POST', '/__mock/db/sessions', '{'],
      ['PATCH', '/__mock/db/users/1001', '{"a":'],
      ['POST', '/__mock/db/sessions', '[1,2]'],
      ['POST', '/__mock/db/users', '{"id":1001}'],
    ];
    for (const [method, path, body] of bodies) {
      const r = await fetch(s.url + path, { method, headers: { 'content-type': 'application/json' }, body });
      const text = await r.text();
      assert.not.match(text, /\bat \w|node_modules|\/work\/|\.js:\d|\.ts:\d|Error:/, `${method} ${path}: ${text}`);
      if (r.status >= 500)
        assert.equal(JSON.parse(text), { code: 500, message: '服务器内部错误，请稍后重试', data: null });
    }
  } finally {
    console.error = log;
    await s.close();
  }
});

test('start-up refuses a collection of the wrong type or a missing one, names it and the reset, leaves the file', async () => {
  const cases: [string, (db: Record<string, unknown>) => void, RegExp][] = [
    ['sessions an object', (db) => (db.sessions = {}), /"sessions" is an object where a list belongs/],
    ['users a number', (db) => (db.users = 3), /"users" is 3 where a list belongs/],
    ['config a list', (db) => (db.config = []), /"config" is a list where an object belongs/],
    ['wallets missing', (db) => delete db.wallets, /"wallets" is missing/],
    ['meta missing', (db) => delete db.meta, /"meta" is missing/],
  ];
  for (const [name, damage, reason] of cases) {
    const dbFile = freshDbFile();
    const db = JSON.parse(readFileSync(dbFile, 'utf8'));
    damage(db);
    const text = JSON.stringify(db);
    writeFileSync(dbFile, text);
    const failure = await startMockServer({ dbFile, port: 0, quiet: true }).then(
      (server) => server.close().then(() => null),
      (e) => e,
    );
    assert.instance(failure, CorruptDbError, name);
    assert.match(failure.message, reason, name);
    assert.match(failure.message, /npm run mock:reset/, name);
    assert.is(readFileSync(dbFile, 'utf8'), text, `${name}: the file is left as it was`);
  }
});

test('a db.json from before uploads were recorded starts, with no upload owned by anyone', async () => {
  const dbFile = freshDbFile();
  const db = JSON.parse(readFileSync(dbFile, 'utf8'));
  delete db.uploads;
  writeFileSync(dbFile, JSON.stringify(db));
  const s = await startTestServer({ dbFile });
  try {
    assert.is((await s.get('/api/pageConfig')).code, 0);
  } finally {
    await s.close();
  }
});

test('contract documents open only by a link signed for the user: missing, altered, foreign or expired is a 403 page', async () => {
  const s = await startTestServer();
  try {
    const partner = await s.login('13800000001');
    const list = await s.post('/api/applyIdentity/userContractList', { pageSize: 50 }, s.auth(partner));
    const [mine, other] = list.data.list as { id: number; url: string }[];
    const signed = new URL(mine.url, s.url);
    assert.is(signed.searchParams.get('uid'), '1001');
    const page = await fetch(signed);
    assert.is(page.status, 200);
    assert.ok((await page.text()).includes('甲方'));

    const refused = async (url: string, why: RegExp) => {
      const r = await fetch(new URL(url, s.url));
      assert.is(r.status, 403, url);
      assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
      const html = await r.text();
      assert.ok(html.includes('无法查看合同'), url);
      assert.match(html, why, url);
    };
    const q = signed.searchParams;
    const sig = q.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    // ids in links are not enough: every application page by id, unsigned
    for (let id = 1; id <= 5; id++) await refused(`/mock-contract/application/${id}`, /缺少签名/);
    await refused(`/mock-contract/${mine.id}`, /缺少签名/);
    await refused(`/mock-contract/${mine.id}?uid=1001&exp=${q.get('exp')}&sig=${flipped}`, /签名无效/);
    await refused(`/mock-contract/${mine.id}?uid=1002&exp=${q.get('exp')}&sig=${sig}`, /签名无效/);
    await refused(`/mock-contract/${mine.id}?uid=1001&exp=${Number(q.get('exp')) + 3600}&sig=${sig}`, /签名无效/);
    // the signature of one document does not open another
    await refused(`/mock-contract/${other.id}?${q}`, /签名无效/);
    await refused(`/mock-contract/application/${mine.id}?${q}`, /签名无效/);
    // two hours on, the same link has expired
    const now = Date.now;
    Date.now = () => now() + 2 * 3600 * 1000;
    try {
      await refused(mine.url, /已过期/);
    } finally {
      Date.now = now;
    }
  } finally {
    await s.close();
  }
});

test('previewContract and cmoReviewUrl answer signed links that open for that user only', async () => {
  const s = await startTestServer();
  try {
    const cmo = await s.login('13800000006');
    const review = await s.post('/api/applyIdentity/cmoReviewUrl', { id: 4 }, s.auth(cmo));
    assert.is((await fetch(s.url + review.data.url)).status, 200);
    const partner = await s.login('13800000001');
    const preview = await s.post(
      '/api/applyIdentity/previewContract',
      { level: 30, region: '440000' },
      s.auth(partner),
    );
    assert.is((await fetch(s.url + preview.data.url)).status, 200);
    const otherRegion = preview.data.url.replace('region=440000', 'region=330000');
    assert.is((await fetch(s.url + otherRegion)).status, 403);
  } finally {
    await s.close();
  }
});

test("media fields take only files this server issued, and only the caller's own uploads: else 400 naming the field", async () => {
  const s = await startTestServer();
  try {
    const enterprise = s.auth(await s.login('13800000005'));
    const partner = s.auth(await s.login('13800000001'));
    const theirs = await uploadedImage(s.url, enterprise);
    const mine = await uploadedImage(s.url, partner);
    assert.match(mine, /^\/uploads\/[0-9a-f]+\.png$/);
    const db = JSON.parse(readFileSync(s.dbFile, 'utf8'));
    assert.equal(
      db.uploads.map((u: { url: string; userId: number }) => [u.url, u.userId]),
      [
        [theirs, 1005],
        [mine, 1001],
      ],
      'each upload is recorded with its uploader',
    );
    const foreign = [
      '//evil.example/x.png',
      'https://evil.example/uploads/x.png',
      `https://evil.example${mine}`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../db.json',
      '/uploads/never-issued.png',
      '/mock-static/no-such.svg',
      theirs,
    ];
    const cases: [string, (url: string) => object, string, Record<string, string>][] = [
      ['/api/user/addFeedBack', (u) => ({ type: 'bug', content: '页面打不开', images: [u] }), 'images', partner],
      ['/api/userBank/ocrBankIdH5', (u) => ({ url: u }), 'url', partner],
      ['/api/user/businessLicenseOcrH5', (u) => ({ url: u }), 'url', partner],
      [
        '/api/store/applyH5',
        (u) => ({
          name: '清风洗护',
          address: '浙江省杭州市西湖区文三路 100 号',
          contact: '张伟',
          mobile: '13800000001',
          photos: [u],
          licenseUrl: '/mock-static/license.svg',
        }),
        'photos',
        partner,
      ],
    ];
    for (const url of foreign) {
      for (const [path, body, field, headers] of cases) {
        const r = await s.post(path, body(url), headers);
        assert.is(r.status, 400, `${path} ${url}`);
        assert.is(r.data?.field, field, `${path} ${url}: ${r.message}`);
      }
    }
    // the invoice of an enterprise withdrawal: a foreign address, and another partner's upload
    const cards = (await s.get('/__mock/db/bankCards')).body as { id: number; userId: number }[];
    const card = cards.find((c) => c.userId === 1005)!.id;
    for (const url of ['//evil.example/x.png', mine]) {
      const r = await s.post(
        '/api/userWallet/applyWithDrawalH5',
        { amountFen: 50000, bankCardId: card, invoiceUrl: url },
        enterprise,
      );
      assert.is(r.status, 400, url);
      assert.is(r.data.field, 'invoiceUrl');
      assert.is(r.message, '发票地址无效，请重新上传');
    }
    // one's own upload, as a path or with this server's origin in front, is taken (and kept as the path)
    const own = await s.post('/api/userBank/ocrBankIdH5', { url: `${s.url}${mine}` }, partner);
    assert.is(own.code, 0, own.message);
    const fb = await s.post(
      '/api/user/addFeedBack',
      { type: 'bug', content: '页面打不开', images: [`${s.url}${mine}`] },
      partner,
    );
    assert.is(fb.code, 0, fb.message);
    assert.equal(fb.data.images, [mine]);
  } finally {
    await s.close();
  }
});

test('text fields refuse control characters, bidi overrides and lone surrogates; zero-width is stripped; emoji stay and count as one', async () => {
  const s = await startTestServer();
  try {
    const me = s.auth(await s.login('13800000001'));
    const feedback = (body: object) =>
      s.post('/api/user/addFeedBack', { type: 'bug', content: '页面打不开', ...body }, me);
    const store = (body: object) =>
      s.post(
        '/api/store/applyH5',
        {
          name: '清风洗护',
          address: '浙江省杭州市西湖区文三路 100 号',
          contact: '张伟',
          mobile: '13800000001',
          photos: ['/mock-static/store-1.svg'],
          licenseUrl: '/mock-static/license.svg',
          ...body,
        },
        me,
      );
    const refusals: [Promise<Awaited<ReturnType<typeof feedback>>>, string][] = [
      [feedback({ content: '提现失败\u202E!olleh' }), 'content'],
      [feedback({ content: '提现失败\u0007' }), 'content'],
      [feedback({ content: '提现失败\uD83D' }), 'content'],
      [feedback({ contact: '张三\u2066' }), 'contact'],
      [store({ name: '清风\u0000洗护' }), 'name'],
      [store({ address: '文三路\n100 号' }), 'address'],
      [store({ contact: '张伟\uDC00' }), 'contact'],
    ];
    for (const [answer, field] of refusals) {
      const r = await answer;
      assert.is(r.status, 400, r.message);
      assert.is(r.data.field, field, r.message);
    }
    const stored = await feedback({ content: '第一行\n第二\u200B行 👍👨‍👩‍👧', contact: '\u200B' });
    assert.is(stored.code, 0, stored.message);
    assert.is(stored.data.content, '第一行\n第二行 👍👨‍👩‍👧');
    assert.is(stored.data.contact, '');
    // 500 characters as a person counts them, each a family emoji of several code points
    const full = await feedback({ content: '👨‍👩‍👧'.repeat(500) });
    assert.is(full.code, 0, full.message);
    const over = await feedback({ content: '👍'.repeat(501) });
    assert.is(over.status, 400);
    assert.is(over.data.field, 'content');
  } finally {
    await s.close();
  }
});

test.run();
