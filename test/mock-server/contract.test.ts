// Applications, invitations, signing, the CMO review and contracts against the real mock server.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { seedDb, startTestServer, type Answer, type TestServer } from '../helpers/mock';

interface Ctx {
  s: TestServer;
  /** tokens by seed account: 1 partner, 2 store user, 4 new, 5 enterprise, 6 CMO */
  t: Record<number, string>;
}
const test = suite<Ctx>('mock: applications and contracts', { s: null as unknown as TestServer, t: {} });
test.before(async (ctx) => {
  ctx.s = await startTestServer();
  for (const n of [1, 2, 4, 5, 6]) ctx.t[n] = await ctx.s.login(`1380000000${n}`);
});
test.after(async (ctx) => ctx.s.close());

const P = (name: string) => `/api/applyIdentity/${name}`;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `contract-${++keys}` });
const SIGNATURE = '/mock-static/license.svg';
const HANGZHOU = '330100';
const NINGBO = '330200';
const WENZHOU = '330300';
const CODE = '123456';

const fieldOf = (answer: Answer) => (answer.data as { field?: string } | null)?.field;

/** Asks for the intent-check code of scene 'sign' to the caller's own mobile. */
const signCode = (s: TestServer, token: string, mobile: string) =>
  s.post('/api/getCode/getVerifyCode', { mobile, scene: 'sign' }, s.auth(token));

test('every applyIdentity route answers 401 without a token', async ({ s }) => {
  const names = [
    'applyList',
    'cmoConfirmList',
    'cmoReview',
    'cmoReviewUrl',
    'fourSignThreeContract',
    'ignoreApply',
    'previewContract',
    'sendInvite',
    'userContractList',
    'userLevelThreeList',
  ];
  for (const name of names) {
    const r = await s.post(P(name), {});
    assert.is(r.status, 401, name);
    assert.is(r.code, 401, name);
  }
});

test('applyList reads: own applications by default, the ones to handle with scope team, by status', async ({
  s,
  t,
}) => {
  const mine = await s.post(P('applyList'), {}, s.auth(t[1]));
  assert.is(mine.data.total, 1);
  assert.is(mine.data.list[0].applicantNickname, '张伟');
  assert.is(mine.data.list[0].applicantId, undefined, 'owner fields stay on the server');
  const team = await s.post(P('applyList'), { scope: 'team', pageSize: 50 }, s.auth(t[1]));
  assert.ok(team.data.total >= 12);
  const statuses = new Set(team.data.list.map((a: { status: number }) => a.status));
  assert.equal([...statuses].sort(), [0, 1, 2, 3, 4]);
  const applied = await s.post(P('applyList'), { scope: 'team', status: 0 }, s.auth(t[1]));
  assert.ok(applied.data.total > 0 && applied.data.list.every((a: { status: number }) => a.status === 0));
  const bad = await s.post(P('applyList'), { scope: 'all' }, s.auth(t[1]));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('列表范围'));
});

test('applyList writes: real-name first (1002), a city for level 20, an open application blocks another', async ({
  s,
  t,
}) => {
  const uncertified = await s.post(P('applyList'), { level: 20, region: HANGZHOU }, s.auth(t[4], key()));
  assert.is(uncertified.code, 1002);
  assert.is(uncertified.message, '签约前请先完成实名认证');
  const province = await s.post(P('applyList'), { level: 20, region: '330000' }, s.auth(t[2], key()));
  assert.is(province.status, 400);
  assert.ok(province.message.includes('请选择城市'), province.message);
  const unknown = await s.post(P('applyList'), { level: 30, region: '990000' }, s.auth(t[2], key()));
  assert.is(unknown.status, 404);
  const level = await s.post(P('applyList'), { level: 40, region: HANGZHOU }, s.auth(t[2], key()));
  assert.is(level.status, 400);
  assert.ok(level.message.includes('签约级别'));
});

test('the seed: 13800000001 may start signing, a region approved in the seed is taken, one open application at a time', async ({
  s,
  t,
}) => {
  const mine = await s.post(P('applyList'), {}, s.auth(t[1]));
  assert.ok(
    mine.data.list.every((a: { status: number }) => a.status !== 0 && a.status !== 1),
    'nothing in progress',
  );
  const taken = await s.post(P('applyList'), { level: 20, region: NINGBO }, s.auth(t[1], key()));
  assert.is(taken.status, 409);
  assert.is(taken.message, '浙江省宁波市的市级总监已有签约代理，请选择其他区域');
  const first = await s.post(P('applyList'), { level: 30, region: '140000' }, s.auth(t[1], key()));
  assert.is(first.code, 0, first.message);
  assert.is(first.data.region, '山西省');
  const open = await s.post(P('applyList'), { level: 20, region: HANGZHOU }, s.auth(t[1], key()));
  assert.is(open.status, 409, 'the partner already has one in progress');
  assert.ok(open.message.includes('进行中的签约申请'));
  // back to the seed's state for the tests after this one
  const db = JSON.parse(readFileSync(s.dbFile, 'utf8'));
  assert.ok(db.applications.some((a: { id: number }) => a.id === first.data.id));
  assert.is(
    (await s.post(P('ignoreApply'), { id: first.data.id }, s.auth(t[1]))).status,
    404,
    'only the inviter ignores',
  );
});

test("getVerifyCode scene 'sign': needs a session, only to the caller's own mobile, once per 60 s", async ({
  s,
  t,
}) => {
  const anonymous = await s.post('/api/getCode/getVerifyCode', { mobile: '13800000005', scene: 'sign' });
  assert.is(anonymous.status, 401);
  const other = await signCode(s, t[5], '13800000004');
  assert.is(other.status, 400);
  assert.is(fieldOf(other), 'mobile');
  assert.ok(other.message.includes('本人'));
  const sent = await signCode(s, t[5], '13800000005');
  assert.is(sent.code, 0, sent.message);
  assert.is(sent.data.expiresIn, 300);
  const again = await signCode(s, t[5], '13800000005');
  assert.is(again.status, 429);
});

test('the whole signing flow: apply, preview, sign, CMO approves; the applicant holds the level', async ({ s, t }) => {
  const applied = await s.post(P('applyList'), { level: 20, region: HANGZHOU }, s.auth(t[2], key()));
  assert.is(applied.code, 0, applied.message);
  assert.is(applied.data.status, 0);
  assert.is(applied.data.region, '浙江省杭州市');
  assert.is(applied.data.applicantMobileMasked, '138****0002');
  const id: number = applied.data.id;
  // the inviter (1001) sees it among the applications to handle
  const team = await s.post(P('applyList'), { scope: 'team', status: 0, pageSize: 50 }, s.auth(t[1]));
  assert.ok(team.data.list.some((a: { id: number }) => a.id === id));

  const preview = await s.post(P('previewContract'), { applyId: id }, s.auth(t[2]));
  assert.match(preview.data.url, /^\/mock-contract\/\d+\?uid=1002&exp=\d+&sig=[\w-]+$/);
  const pathOf = (url: string) => url.split('?')[0];
  const again = await s.post(P('previewContract'), { applyId: id }, s.auth(t[2]));
  assert.is(pathOf(again.data.url), pathOf(preview.data.url), 'one contract per application');
  const toSign = await s.post(P('userContractList'), { status: 0 }, s.auth(t[2]));
  const contract = toSign.data.list.find((c: { url: string }) => pathOf(c.url) === pathOf(preview.data.url));
  assert.ok(contract, 'the contract to sign is listed');
  const page = await fetch(s.url + preview.data.url);
  assert.ok(page.headers.get('content-type')!.startsWith('text/html'));
  const html = await page.text();
  assert.ok(html.includes('浙江省杭州市') && html.includes('待签署') && html.includes('李娜（138****0002）'));
  assert.ok(html.includes('市级总监') && html.includes('拟定日期'));

  const noCode = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE },
    s.auth(t[2], key()),
  );
  assert.is(noCode.status, 400);
  assert.is(fieldOf(noCode), 'code');
  const unsent = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE, code: CODE },
    s.auth(t[2], key()),
  );
  assert.is(unsent.status, 400, 'a code never sent for signing does not count');
  assert.is(fieldOf(unsent), 'code');
  assert.is((await signCode(s, t[2], '13800000002')).code, 0);
  const wrong = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE, code: '654321' },
    s.auth(t[2], key()),
  );
  assert.is(wrong.status, 400);
  assert.is(fieldOf(wrong), 'code');
  assert.is(wrong.message, '验证码错误或已过期，请重新获取');
  const signed = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE, code: CODE },
    s.auth(t[2], key()),
  );
  assert.is(signed.code, 0, signed.message);
  assert.is(signed.data.status, 2);
  assert.ok(signed.data.signedAt);
  assert.is(signed.data.signatureUrl, undefined);
  const mine = await s.post(P('applyList'), { status: 1 }, s.auth(t[2]));
  assert.ok(mine.data.list.some((a: { id: number }) => a.id === id));
  assert.ok(
    mine.data.list.every((a: { applicantRealName?: string }) => a.applicantRealName === undefined),
    'the real name is for the reviewer only',
  );
  const twice = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE, code: CODE },
    s.auth(t[2], key()),
  );
  assert.is(twice.status, 409);

  const queue = await s.post(P('cmoConfirmList'), { pageSize: 50 }, s.auth(t[6]));
  assert.ok(queue.data.list.some((a: { id: number }) => a.id === id));
  assert.ok(queue.data.list.every((a: { status: number }) => a.status === 1));
  const reviewed = queue.data.list.find((a: { id: number }) => a.id === id);
  assert.is(reviewed.applicantRealName, '李娜', 'the reviewer sees the name the applicant is certified in');
  const url = await s.post(P('cmoReviewUrl'), { id }, s.auth(t[6]));
  assert.is(url.data.url.split('?')[0], preview.data.url.split('?')[0], 'the same document, signed for the reviewer');
  assert.match(url.data.url, /\?uid=1006&/);
  assert.ok(
    (await (await fetch(s.url + url.data.url)).text()).includes(SIGNATURE),
    'the signed page shows the signature',
  );

  const approved = await s.post(P('cmoReview'), { id, approve: true }, s.auth(t[6], key()));
  assert.is(approved.data.status, 2);
  const contracts = await s.post(P('userContractList'), { kind: 'agency', status: 1 }, s.auth(t[2]));
  assert.ok(contracts.data.list.some((c: { id: number }) => c.id === contract.id));
  const me = await s.get('/api/user/getH5UserInfo', s.auth(t[2]));
  assert.is(me.data.roleLevel, 20);
  assert.is(me.data.levelName, '市级总监');
  const reviewedAgain = await s.post(P('cmoReview'), { id, approve: false, reason: '重复' }, s.auth(t[6], key()));
  assert.is(reviewedAgain.status, 409);
  assert.ok(reviewedAgain.message.includes('已通过'));

  // the region is now taken at that level
  const taken = await s.post(P('applyList'), { level: 20, region: HANGZHOU }, s.auth(t[5], key()));
  assert.is(taken.status, 409);
  assert.ok(taken.message.includes('已有签约代理'));
});

test('a rejection needs a reason and moves application and contract to 3; the contract carries the reason', async ({
  s,
  t,
}) => {
  const applied = await s.post(P('applyList'), { level: 20, region: WENZHOU }, s.auth(t[5], key()));
  const id: number = applied.data.id;
  await signCode(s, t[5], '13800000005');
  const signed = await s.post(
    P('fourSignThreeContract'),
    { applyId: id, signatureUrl: SIGNATURE, code: CODE },
    s.auth(t[5], key()),
  );
  assert.is(signed.data.applyId, id);
  const noReason = await s.post(P('cmoReview'), { id, approve: false }, s.auth(t[6], key()));
  assert.is(noReason.status, 400);
  assert.ok(noReason.message.includes('驳回原因'));
  const notBoolean = await s.post(P('cmoReview'), { id, approve: 'yes' }, s.auth(t[6], key()));
  assert.is(notBoolean.status, 400);
  const rejected = await s.post(
    P('cmoReview'),
    { id, approve: false, reason: '签名不清晰，请重新签署' },
    s.auth(t[6], key()),
  );
  assert.is(rejected.data.status, 3);
  assert.is(rejected.data.reason, '签名不清晰，请重新签署');
  const contracts = await s.post(P('userContractList'), { status: 3 }, s.auth(t[5]));
  assert.is(contracts.data.total, 1);
  assert.is(contracts.data.list[0].reason, '签名不清晰，请重新签署');
  assert.is(contracts.data.list[0].applyId, id);
});

test('cmoConfirmList and cmoReview are for roleLevel 40 only (403)', async ({ s, t }) => {
  const list = await s.post(P('cmoConfirmList'), {}, s.auth(t[1]));
  assert.is(list.status, 403);
  assert.ok(list.message.includes('CMO'));
  const review = await s.post(P('cmoReview'), { id: 4, approve: true }, s.auth(t[1], key()));
  assert.is(review.status, 403);
  const queue = await s.post(P('cmoConfirmList'), { pageSize: 50 }, s.auth(t[6]));
  assert.ok(
    queue.data.list.some((a: { id: number }) => a.id === 4),
    'application 4 still awaits review',
  );
});

test('fourSignThreeContract: only the applicant, only a served signature image', async ({ s, t }) => {
  const foreign = await s.post(
    P('fourSignThreeContract'),
    { applyId: 13, signatureUrl: SIGNATURE, code: '123456' },
    s.auth(t[2], key()),
  );
  assert.is(foreign.status, 404);
  const badUrl = await s.post(
    P('fourSignThreeContract'),
    { applyId: 13, signatureUrl: 'javascript:alert(1)', code: '123456' },
    s.auth(t[1], key()),
  );
  assert.is(badUrl.status, 400);
  assert.ok(badUrl.message.includes('签名图片'));
  await signCode(s, t[1], '13800000001');
  const decided = await s.post(
    P('fourSignThreeContract'),
    { applyId: 13, signatureUrl: SIGNATURE, code: CODE },
    s.auth(t[1], key()),
  );
  assert.is(decided.status, 409, 'already signed and rejected');
});

test('previewContract by level and region: a page naming the region; a bad level is a 400', async ({ s, t }) => {
  const r = await s.post(P('previewContract'), { level: 30, region: '440000' }, s.auth(t[1]));
  assert.match(r.data.url, /^\/mock-contract\/preview\?level=30&region=440000&uid=1001&exp=\d+&sig=/);
  const html = await (await fetch(s.url + r.data.url)).text();
  assert.ok(html.includes('广东省') && html.includes('省级总监'));
  const bad = await s.post(P('previewContract'), { level: 25, region: '440000' }, s.auth(t[1]));
  assert.is(bad.status, 400);
  const unsigned = await fetch(`${s.url}/mock-contract/99999`);
  assert.is(unsigned.status, 403);
});

test('cmoReviewUrl: the application page for the reviewer, 404 for a stranger', async ({ s, t }) => {
  const url = await s.post(P('cmoReviewUrl'), { id: 4 }, s.auth(t[6]));
  assert.match(url.data.url, /^\/mock-contract\/application\/4\?uid=1006&exp=\d+&sig=/);
  const html = await (await fetch(s.url + url.data.url)).text();
  assert.ok(html.includes('待审核'));
  const stranger = await s.post(P('cmoReviewUrl'), { id: 4 }, s.auth(t[4]));
  assert.is(stranger.status, 404);
});

test('ignoreApply: the inviter moves 0 or 1 to 4; other statuses 409; others 404', async ({ s, t }) => {
  const team = await s.post(P('applyList'), { scope: 'team', pageSize: 50 }, s.auth(t[1]));
  const pending = team.data.list.find((a: { status: number }) => a.status === 0);
  const approved = team.data.list.find((a: { status: number }) => a.status === 2);
  const stranger = await s.post(P('ignoreApply'), { id: pending.id }, s.auth(t[5]));
  assert.is(stranger.status, 404);
  const ignored = await s.post(P('ignoreApply'), { id: pending.id }, s.auth(t[1]));
  assert.is(ignored.data.status, 4);
  const twice = await s.post(P('ignoreApply'), { id: pending.id }, s.auth(t[1]));
  assert.is(twice.status, 409);
  assert.ok(twice.message.includes('已忽略'));
  const done = await s.post(P('ignoreApply'), { id: approved.id }, s.auth(t[1]));
  assert.is(done.status, 409);
  const noId = await s.post(P('ignoreApply'), {}, s.auth(t[1]));
  assert.is(noId.status, 400);
});

test('sendInvite: bad mobile 400, level above own 400, team member 409, success, repeat 409', async ({ s, t }) => {
  const bad = await s.post(P('sendInvite'), { mobile: '1380000', level: 10 }, s.auth(t[1], key()));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('手机号'));
  const above = await s.post(P('sendInvite'), { mobile: '13912345678', level: 20 }, s.auth(t[1], key()));
  assert.is(above.status, 400);
  assert.ok(above.message.includes('不高于'));
  const memberMobile = JSON.parse(readFileSync(s.dbFile, 'utf8')).teamMembers.find(
    (m: { userId: number }) => m.userId === 1001,
  ).mobile;
  const member = await s.post(P('sendInvite'), { mobile: memberMobile, level: 10 }, s.auth(t[1], key()));
  assert.is(member.status, 409);
  assert.ok(member.message.includes('团队成员'));
  const invitee = await s.post(P('sendInvite'), { mobile: '13800000002', level: 10 }, s.auth(t[1], key()));
  assert.is(invitee.status, 409, 'a user the partner invited is in the team');

  const headers = s.auth(t[1], key());
  const sent = await s.post(P('sendInvite'), { mobile: '13912345678', level: 10 }, headers);
  assert.is(sent.code, 0, sent.message);
  assert.equal(
    { ...sent.data, id: 0, createdAt: '' },
    { id: 0, mobileMasked: '139****5678', level: 10, levelName: '合伙人', createdAt: '' },
  );
  const replay = await s.post(P('sendInvite'), { mobile: '13912345678', level: 10 }, headers);
  assert.equal(replay.data, sent.data);
  const repeat = await s.post(P('sendInvite'), { mobile: '13912345678', level: 10 }, s.auth(t[1], key()));
  assert.is(repeat.status, 409);
  assert.ok(repeat.message.includes('重复邀请'));
});

test('userLevelThreeList: own team members below provincial director, keyword filter', async ({ s, t }) => {
  const r = await s.post(P('userLevelThreeList'), { pageSize: 50 }, s.auth(t[1]));
  assert.ok(r.data.total >= 60);
  assert.ok(r.data.list.every((m: { level: number; mobile?: string }) => m.level < 30 && m.mobile === undefined));
  const name: string = r.data.list[0].nickname;
  const found = await s.post(P('userLevelThreeList'), { keyword: name }, s.auth(t[1]));
  assert.ok(found.data.total >= 1 && found.data.list.every((m: { nickname: string }) => m.nickname.includes(name)));
  const none = await s.post(P('userLevelThreeList'), {}, s.auth(t[4]));
  assert.is(none.data.total, 0);
});

test('userContractList: own contracts newest first, by kind and status; bad status 400', async ({ s, t }) => {
  const all = await s.post(P('userContractList'), { pageSize: 50 }, s.auth(t[1]));
  assert.is(all.data.total, 8);
  // by the date a partner reads on each row; one still to sign has none yet and comes first
  const dates = all.data.list.map((c: { signedAt: string | null }) => c.signedAt ?? '9999');
  assert.equal(dates, [...dates].sort().reverse());
  assert.ok(new Set(dates).size > 2, 'several dates to order');
  const store = await s.post(P('userContractList'), { kind: 'store' }, s.auth(t[1]));
  assert.ok(store.data.total > 0 && store.data.list.every((c: { kind: string }) => c.kind === 'store'));
  const signed = await s.post(P('userContractList'), { status: 1 }, s.auth(t[1]));
  assert.ok(signed.data.total > 0 && signed.data.list.every((c: { status: number }) => c.status === 1));
  const rejected = await s.post(P('userContractList'), { kind: 'agency', status: 3 }, s.auth(t[1]));
  assert.ok(rejected.data.list.every((c: { reason?: string }) => c.reason));
  assert.ok(rejected.data.list.some((c: { applyId?: number }) => c.applyId === 13));
  const bad = await s.post(P('userContractList'), { status: 9 }, s.auth(t[1]));
  assert.is(bad.status, 400);
  assert.ok(bad.message.includes('合同状态'));
});

test('contract pages: seeded ones are real pages with the parties and the signature where signed', async ({ s, t }) => {
  const list = await s.post(P('userContractList'), { kind: 'agency', status: 3, pageSize: 50 }, s.auth(t[1]));
  const seeded = list.data.list.find((c: { applyId?: number }) => c.applyId === 13);
  assert.ok(seeded.url.startsWith(`/mock-contract/${seeded.id}?uid=1001&exp=`), seeded.url);
  const html = await (await fetch(s.url + seeded.url)).text();
  assert.ok(html.includes('张伟（138****0001）'), 'the partner is the second party');
  const region = seedDb().applications.find((a) => a.id === 13)?.region ?? '';
  assert.ok(region, 'the seed has the partner application');
  assert.ok(html.includes(region) && html.includes('已驳回') && html.includes('签署时间'), region);
  assert.ok(html.includes('/mock-static/signature-sample.svg'));
});

test.run();
