// Invitations that lead somewhere: invite codes in the user info, a new partner arriving by a
// code or by an invited mobile joins the inviter's team, an unknown code is ignored; the seed's
// video materials and their files.
import * as assert from 'uvu/assert';
import type { TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

const test = serverSuite('mock: invitations', { token: '13800000001' });

/** getVerifyCode + loginH5 with an inviter code: the login's answer. */
async function loginWith(s: TestServer, mobile: string, inviter?: string) {
  const sent = await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
  assert.is(sent.code, 0, sent.message);
  const answer = await s.post('/api/user/loginH5', { mobile, code: '123456', ...(inviter ? { inviter } : {}) });
  assert.is(answer.code, 0, answer.message);
  return answer.data as { token: string; userInfo: { id: number; inviterId: number | null; inviteCode: string } };
}

const teamTotal = async (s: TestServer, token: string, keyword?: string) =>
  (await s.post('/api/user/myTeamRecord', keyword ? { keyword } : {}, s.auth(token))).data.total as number;

test('every seed user has its own invite code in the user info', async ({ s, token }) => {
  const me = await s.get('/api/user/getH5UserInfo', s.auth(token));
  assert.match(me.data.inviteCode, /^[A-Z0-9]{4,12}$/);
  const other = await s.get('/api/user/getH5UserInfo', s.auth(await s.login('13800000003')));
  assert.is.not(other.data.inviteCode, me.data.inviteCode);
});

test('a new partner logging in by an invite link gets the inviter and appears in their team', async ({ s, token }) => {
  const me = (await s.get('/api/user/getH5UserInfo', s.auth(token))).data;
  const before = await teamTotal(s, token);
  const joined = await loginWith(s, '13912340001', me.inviteCode);
  assert.is(joined.userInfo.inviterId, me.id);
  assert.match(joined.userInfo.inviteCode, /^[A-Z0-9]{6}$/);
  assert.is.not(joined.userInfo.inviteCode, me.inviteCode);
  assert.is(await teamTotal(s, token), before + 1);
  const found = await s.post('/api/user/myTeamRecord', { keyword: '13912340001' }, s.auth(token));
  assert.is(found.data.list[0].mobileMasked, '139****0001');
  assert.is(found.data.list[0].level, 10);
});

test('a new partner whose mobile was invited joins the inviter without a code', async ({ s, token }) => {
  const me = (await s.get('/api/user/getH5UserInfo', s.auth(token))).data;
  const sent = await s.post(
    '/api/applyIdentity/sendInvite',
    { mobile: '13912340002', level: 10 },
    s.auth(token, { 'Idempotency-Key': 'invite-13912340002' }),
  );
  assert.is(sent.code, 0, sent.message);
  const joined = await loginWith(s, '13912340002');
  assert.is(joined.userInfo.inviterId, me.id);
  assert.is(await teamTotal(s, token, '13912340002'), 1);
  const again = await s.post(
    '/api/applyIdentity/sendInvite',
    { mobile: '13912340002', level: 10 },
    s.auth(token, { 'Idempotency-Key': 'invite-13912340002-again' }),
  );
  assert.is(again.code, 409, 'now a member: a second invitation is refused');
});

test('a code that matches no one is ignored: the login works, no inviter', async ({ s }) => {
  const joined = await loginWith(s, '13912340003', 'NOSUCHCODE');
  assert.is(joined.userInfo.inviterId, null);
  const odd = await loginWith(s, '13912340004', 'x'.repeat(200));
  assert.is(odd.userInfo.inviterId, null);
});

test('an existing user logging in by a link keeps the inviter they have', async ({ s, token }) => {
  const me = (await s.get('/api/user/getH5UserInfo', s.auth(token))).data;
  const existing = await loginWith(s, '13800000005', me.inviteCode);
  assert.is(existing.userInfo.inviterId, 1003);
});

test('the seed has video materials whose clip and poster frame the mock serves', async ({ s, token }) => {
  const page = await s.post('/api/shareMaterial/pageList', { pageSize: 50 }, s.auth(token));
  const videos = page.data.list.filter((m: { videoUrl: string | null }) => m.videoUrl);
  assert.ok(videos.length >= 2, String(videos.length));
  const clip = await fetch(s.url + videos[0].videoUrl);
  assert.is(clip.status, 200);
  assert.match(clip.headers.get('content-type') || '', /video\/webm/);
  const bytes = (await clip.arrayBuffer()).byteLength;
  assert.ok(bytes > 1000 && bytes < 60 * 1024, String(bytes));
  const poster = await fetch(s.url + videos[0].images[0]);
  assert.is(poster.status, 200);
  assert.match(poster.headers.get('content-type') || '', /image\/png/);
});

test('no rebased seed time lies ahead of now, except the expiries', async ({ s, token }) => {
  const now = Date.now() + 1000;
  const ahead = (list: Record<string, unknown>[], fields: string[]) =>
    list.filter((row) => fields.some((f) => typeof row[f] === 'string' && Date.parse(row[f] as string) > now));
  const earnings = await s.post('/api/userWallet/profitDetailH5', { pageSize: 50 }, s.auth(token));
  assert.equal(ahead(earnings.data.list, ['createdAt']), []);
  const cards = await s.post('/api/user/myWashCardRecord', { pageSize: 50 }, s.auth(token));
  assert.equal(ahead(cards.data.list, ['boughtAt']), []);
  const materials = await s.post('/api/shareMaterial/pageList', { pageSize: 50 }, s.auth(token));
  assert.equal(ahead(materials.data.list, ['createdAt']), []);
});

test.run();
