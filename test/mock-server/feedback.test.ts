// Problem feedback against the real mock server.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: feedback', { token: '13800000001' });

const PATH = '/api/user/addFeedBack';
const GOOD = {
  type: 'bug',
  content: '提现页面点击确认后一直转圈',
  images: ['/mock-static/material-1.svg'],
  contact: '13800000001',
};
let keys = 0;
const key = () => ({ 'Idempotency-Key': `feedback-${++keys}` });

test('addFeedBack answers 401 without a token', async ({ s }) => {
  const r = await s.post(PATH, GOOD);
  assert.is(r.status, 401);
});

test('addFeedBack stores the feedback on disk and answers it without the owner', async ({ s, token }) => {
  const r = await s.post(PATH, GOOD, s.auth(token, key()));
  assert.is(r.code, 0);
  assert.is(r.data.type, 'bug');
  assert.is(r.data.content, GOOD.content);
  assert.equal(r.data.images, GOOD.images);
  assert.is(r.data.userId, undefined);
  const onDisk = JSON.parse(readFileSync(s.dbFile, 'utf8')).feedback;
  assert.ok(onDisk.some((f: { id: number; userId: number }) => f.id === r.data.id && f.userId === 1001));
});

test('addFeedBack: contact and images are optional', async ({ s, token }) => {
  const r = await s.post(PATH, { type: 'suggestion', content: '希望增加夜间模式' }, s.auth(token, key()));
  assert.is(r.code, 0);
  assert.equal(r.data.images, []);
  assert.is(r.data.contact, '');
});

test('addFeedBack: the same key and body give the first answer again, no second record', async ({ s, token }) => {
  const headers = s.auth(token, key());
  const first = await s.post(PATH, GOOD, headers);
  const again = await s.post(PATH, GOOD, headers);
  assert.equal(again.data, first.data);
  assert.is(again.headers.get('Idempotent-Replayed'), 'true');
  const changed = await s.post(PATH, { ...GOOD, content: '另一条' }, headers);
  assert.is(changed.status, 422);
});

test('addFeedBack: each rule answers a 400 naming the problem', async ({ s, token }) => {
  const cases: [object, string][] = [
    [{ ...GOOD, type: 'praise' }, '反馈类型'],
    [{ ...GOOD, content: '' }, '请填写反馈内容'],
    [{ ...GOOD, content: '好'.repeat(501) }, '不能超过 500 个字'],
    [{ ...GOOD, images: Array(10).fill('/mock-static/material-1.svg') }, '最多 9 张'],
    [{ ...GOOD, images: ['https://evil.example/x.png'] }, '图片地址无效'],
    [{ ...GOOD, images: ['/uploads/../db.json'] }, '图片地址无效'],
    [{ ...GOOD, images: '/mock-static/material-1.svg' }, '图片格式不正确'],
    [{ ...GOOD, contact: '1380000' }, '联系方式'],
    [{ ...GOOD, contact: '微'.repeat(51) }, '联系方式不能超过 50 个字'],
  ];
  for (const [body, text] of cases) {
    const r = await s.post(PATH, body, s.auth(token, key()));
    assert.is(r.status, 400, text);
    assert.ok(r.message.includes(text), `${text} ← ${r.message}`);
  }
});

test('addFeedBack: 500 characters (emoji count as one) and 9 images are accepted', async ({ s, token }) => {
  const r = await s.post(
    PATH,
    {
      ...GOOD,
      content: '😀'.repeat(500),
      images: Array(9).fill('/mock-static/material-2.svg'),
      contact: '微信 jieyifang',
    },
    s.auth(token, key()),
  );
  assert.is(r.code, 0, r.message);
});

test.run();
