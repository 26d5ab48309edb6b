// Certification against the real mock server: real name → face verification → certified user,
// enterprise certification with its timed review, licence OCR, the responsible director.
import * as assert from 'uvu/assert';
import { creditCode, creditCodeCheckChar, idCardCheckChar } from '../../src/lib/validators/identity';
import { REVIEW_MS } from '../../mock-server/routes/certification';
import { seedDb } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';
import { postFile, uploadedImage } from '../helpers/upload';

const validIdCard = (id17: string) => id17 + idCardCheckChar(id17);
const validCreditCode = (code17: string) => code17 + creditCodeCheckChar(code17);
const ID_CARD = validIdCard('11010519900307123');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

// the database is not reset between tests (only the server's memory): 13800000004 is the one
// uncertified account, and the tests that need it uncertified come before the one certifying it
const test = serverSuite('mock: certification', {}, { resetEach: true });

const video = (bytes: number) => ({ bytes, type: 'video/webm', name: 'face.webm' });

test('protected certification routes answer 401 without a token', async ({ s }) => {
  for (const path of [
    '/api/user/getUserCertificationH5',
    '/api/user/getCompanyCertificationH5',
    '/api/user/cityProvinceDirectorInfoH5',
  ]) {
    const r = await s.get(path);
    assert.is(r.status, 401, path);
  }
  for (const path of ['/api/user/realAuthH5', '/api/user/companyCertificationH5', '/api/user/businessLicenseOcrH5']) {
    const r = await s.post(path, {});
    assert.is(r.status, 401, path);
  }
  const upload = await postFile(`${s.url}/api/user/personVerificationH5`, video(2048));
  assert.is(upload.status, 401);
});

test('getUserCertificationH5: the record of a certified user, { status: 0 } for a newcomer', async ({ s }) => {
  const certified = await s.get('/api/user/getUserCertificationH5', s.auth(await s.login('13800000001')));
  assert.is(certified.code, 0);
  assert.equal(Object.keys(certified.data).sort(), ['faceVerified', 'idCard', 'realName', 'status']);
  assert.is(certified.data.status, 2);
  assert.is(certified.data.realName, '张伟');
  const newcomer = await s.get('/api/user/getUserCertificationH5', s.auth(await s.login('13800000004')));
  assert.equal(newcomer.data, { status: 0 });
});

test('a seed user: the masked ID card follows the app mask, first 4 and last 4 shown', async ({ s }) => {
  const headers = s.auth(await s.login('13800000001'));
  const user = (await s.get('/api/user/getH5UserInfo', headers)).data;
  const idCard = seedDb().personalCertifications.find((c) => c.userId === 1001)?.idCard ?? '';
  assert.match(idCard, /^\d{17}[\dX]$/);
  assert.is((await s.get('/api/user/getUserCertificationH5', headers)).data.idCard, idCard);
  assert.is(user.idCardMasked, `${idCard.slice(0, 4)}**********${idCard.slice(-4)}`);
});

test('realAuthH5: name and ID card rules, each a 400 naming the problem', async ({ s }) => {
  const headers = s.auth(await s.login('13800000004'));
  const cases: [object, string][] = [
    [{ realName: 'Tom', idCard: ID_CARD }, '汉字'],
    [{ realName: '王', idCard: ID_CARD }, '2至20'],
    [{ idCard: ID_CARD }, '真实姓名'],
    [{ realName: '王小明', idCard: '1101051990030712' }, '18位'],
    [{ realName: '王小明', idCard: ID_CARD.slice(0, 17) + (ID_CARD[17] === '0' ? '1' : '0') }, '校验位'],
    // a JSON number where the text belongs
    [{ realName: '王小明', idCard: 110105199003071 }, '身份证号格式'],
  ];
  for (const [body, words] of cases) {
    const r = await s.post('/api/user/realAuthH5', body, headers);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.ok(r.message.includes(words), `${JSON.stringify(body)}: ${r.message}`);
  }
});

test('realAuthH5: an ID card certified by another account is a 409', async ({ s }) => {
  const taken = (await s.get('/api/user/getUserCertificationH5', s.auth(await s.login('13800000002')))).data.idCard;
  const r = await s.post(
    '/api/user/realAuthH5',
    { realName: '李娜', idCard: taken },
    s.auth(await s.login('13800000004')),
  );
  assert.is(r.status, 409);
  assert.ok(r.message.includes('其他账号'), r.message);
});

test('real name → person verification → user certStatus 2 (a video under 1 KB fails first)', async ({ s }) => {
  const headers = s.auth(await s.login('13800000004'));
  const early = await postFile(`${s.url}/api/user/personVerificationH5`, video(4096), headers);
  assert.is(early.status, 400);
  assert.ok(early.message.includes('姓名和身份证号'), early.message);

  const submitted = await s.post(
    '/api/user/realAuthH5',
    { realName: '阿依古丽·买买提', idCard: ID_CARD.slice(0, 17) + ID_CARD[17].toLowerCase() },
    headers,
  );
  assert.is(submitted.code, 0, submitted.message);
  assert.equal(submitted.data, {
    status: 1,
    realName: '阿依古丽·买买提',
    idCard: ID_CARD.toUpperCase(),
    faceVerified: false,
  });
  assert.is((await s.get('/api/user/getH5UserInfo', headers)).data.certStatus, 1);

  const noFace = await postFile(`${s.url}/api/user/personVerificationH5`, video(500), headers);
  assert.is(noFace.code, 0, noFace.message);
  assert.is(noFace.data.status, 3);
  assert.is(noFace.data.reason, '未检测到人脸，请正对镜头重新录制');
  assert.is(noFace.data.faceVerified, false);

  const passed = await postFile(`${s.url}/api/user/personVerificationH5`, video(2048), headers);
  assert.is(passed.code, 0, passed.message);
  assert.equal(passed.data, {
    status: 2,
    realName: '阿依古丽·买买提',
    idCard: ID_CARD.toUpperCase(),
    faceVerified: true,
  });
  const user = (await s.get('/api/user/getH5UserInfo', headers)).data;
  assert.is(user.certStatus, 2);
  assert.is(user.certType, 'personal');
  assert.is(user.realName, '阿依古丽·买买提');
  // the app's mask (4 + 4 shown), the same on every screen: ID_CARD is 110105199003071239
  assert.is(user.idCardMasked, '1101**********1239');
  assert.equal((await s.get('/api/user/getUserCertificationH5', headers)).data, passed.data);

  const again = await s.post('/api/user/realAuthH5', { realName: '王小明', idCard: ID_CARD }, headers);
  assert.is(again.status, 409);
  const reverify = await postFile(`${s.url}/api/user/personVerificationH5`, video(2048), headers);
  assert.is(reverify.status, 409);
});

test('personVerificationH5: only a video, at most 20 MB; the business-error scenario fails it', async ({ s }) => {
  const headers = s.auth(await s.login('13800000004'));
  const image = await postFile(
    `${s.url}/api/user/personVerificationH5`,
    { bytes: 2048, type: 'image/png', name: 'a.png' },
    headers,
  );
  assert.is(image.status, 400);
  assert.ok(image.message.includes('只能上传视频'), image.message);
  const big = await postFile(`${s.url}/api/user/personVerificationH5`, video(20 * 1024 * 1024 + 1), headers);
  assert.is(big.status, 400);
  assert.ok(big.message.includes('视频不能超过 20 MB'), big.message);
  const none = await postFile(`${s.url}/api/user/personVerificationH5`, null, headers);
  assert.is(none.status, 400);
  const scenario = await postFile(`${s.url}/api/user/personVerificationH5`, video(2048), {
    ...headers,
    'X-Mock-Scenario': 'business-error',
  });
  assert.is(scenario.status, 200);
  assert.is.not(scenario.code, 0);
  assert.ok(scenario.message);
});

const company = (legalPerson: string, code17: string) => ({
  companyName: '杭州清风洗护服务有限公司',
  creditCode: validCreditCode(code17),
  legalPerson,
  legalIdCard: ID_CARD,
  licenseUrl: '/mock-static/license.svg',
});

test('companyCertificationH5: under review, then passed (or rejected for 驳回测试) after the review time', async ({
  s,
}) => {
  const passing = s.auth(await s.login('13800000001'));
  const rejected = s.auth(await s.login('13800000002'));
  const a = await s.post('/api/user/companyCertificationH5', company('张伟', '91330106MA2ABCDE1'), passing);
  assert.is(a.code, 0, a.message);
  assert.equal(a.data, { status: 1, ...company('张伟', '91330106MA2ABCDE1') });
  const b = await s.post('/api/user/companyCertificationH5', company('驳回测试', '91330106MA2ABCDE2'), rejected);
  assert.is(b.data.status, 1);

  assert.is((await s.get('/api/user/getCompanyCertificationH5', passing)).data.status, 1);
  const twice = await s.post('/api/user/companyCertificationH5', company('张伟', '91330106MA2ABCDE1'), passing);
  assert.is(twice.status, 409);
  await wait(REVIEW_MS + 100);

  const passed = await s.get('/api/user/getCompanyCertificationH5', passing);
  assert.is(passed.data.status, 2);
  assert.not.ok('reason' in passed.data);
  const user = (await s.get('/api/user/getH5UserInfo', passing)).data;
  assert.is(user.certType, 'enterprise');
  assert.is(user.certStatus, 2);

  const refused = await s.get('/api/user/getCompanyCertificationH5', rejected);
  assert.is(refused.data.status, 3);
  assert.ok(refused.data.reason.includes('法定代表人'), refused.data.reason);
  // a rejected application can be corrected and submitted again
  const resubmitted = await s.post('/api/user/companyCertificationH5', company('李娜', '91330106MA2ABCDE2'), rejected);
  assert.is(resubmitted.data.status, 1);
  assert.not.ok('reason' in resubmitted.data);
});

test('companyCertificationH5: field rules, an enterprise already certified, a code already taken', async ({ s }) => {
  const headers = s.auth(await s.login('13800000004'));
  const good = company('王小明', '91330106MA2XYWAB3');
  const cases: [object, string][] = [
    [{ ...good, creditCode: good.creditCode.slice(0, 17) + (good.creditCode[17] === '0' ? '1' : '0') }, '校验位'],
    [{ ...good, creditCode: '91330106MA2XYZAB' }, '18位'],
    [{ ...good, companyName: '' }, '企业名称'],
    [{ ...good, legalPerson: 'Li' }, '汉字'],
    [{ ...good, legalIdCard: '123' }, '18位'],
    [{ ...good, licenseUrl: 'javascript:alert(1)' }, '营业执照照片'],
  ];
  for (const [body, words] of cases) {
    const r = await s.post('/api/user/companyCertificationH5', body, headers);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.ok(r.message.includes(words), `${JSON.stringify(body)}: ${r.message}`);
  }
  const enterprise = s.auth(await s.login('13800000005'));
  const certified = await s.get('/api/user/getCompanyCertificationH5', enterprise);
  assert.is(certified.data.status, 2);
  const again = await s.post('/api/user/companyCertificationH5', good, enterprise);
  assert.is(again.status, 409);
  const taken = await s.post(
    '/api/user/companyCertificationH5',
    { ...good, creditCode: certified.data.creditCode },
    headers,
  );
  assert.is(taken.status, 409);
  assert.ok(taken.message.includes('其他账号'), taken.message);
  assert.equal((await s.get('/api/user/getCompanyCertificationH5', headers)).data, { status: 0 });
});

test('businessLicenseOcrH5: a company, a valid credit code and a legal person, stable per photo', async ({ s }) => {
  const headers = s.auth(await s.login('13800000001'));
  const photo = await uploadedImage(s.url, headers);
  const r = await s.post('/api/user/businessLicenseOcrH5', { url: photo }, headers);
  assert.is(r.code, 0);
  assert.match(r.data.companyName, /有限公司$/);
  assert.is(creditCode(r.data.creditCode), null);
  assert.match(r.data.legalPerson, /^[\u4e00-\u9fa5]{2,4}$/);
  assert.equal((await s.post('/api/user/businessLicenseOcrH5', { url: photo }, headers)).data, r.data);
  const missing = await s.post('/api/user/businessLicenseOcrH5', { url: '' }, headers);
  assert.is(missing.status, 400);
  assert.ok(missing.message.includes('营业执照'), missing.message);
});

test('cityProvinceDirectorInfoH5: the nearest director up the inviter chain, or null', async ({ s }) => {
  const member = await s.get('/api/user/cityProvinceDirectorInfoH5', s.auth(await s.login('13800000004')));
  assert.is(member.code, 0);
  assert.equal(
    { ...member.data, region: '' },
    { name: '王强', mobileMasked: '138****0003', levelName: '市级总监', region: '' },
  );
  assert.match(member.data.region, /^浙江省杭州市/);
  const top = await s.get('/api/user/cityProvinceDirectorInfoH5', s.auth(await s.login('13800000006')));
  assert.is(top.code, 0);
  assert.is(top.data, null);
});

test.run();
