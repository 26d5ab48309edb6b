// Bank cards against the real mock server: lists, binding rules, unbinding, card OCR, banks.
import * as assert from 'uvu/assert';
import { luhnValid } from '../../src/lib/validators/bankCard';
import { uploadedImage } from '../helpers/upload';
import type { TestServer } from '../helpers/mock';
import { serverSuite } from '../helpers/server-suite';

/** A card number with this prefix and length that passes (or, with `valid` false, fails) Luhn. */
function cardNo(prefix: string, length: number, valid = true): string {
  const body = prefix + '3'.repeat(length - prefix.length - 1);
  const digit = [...'0123456789'].find((d) => luhnValid(body + d) === valid);
  return body + digit;
}

const test = serverSuite('mock: bank cards', {}, { resetEach: true });

/** Logs in and asks for a bank-scene code, as the add-card page does. */
async function readyToBind(s: TestServer, mobile: string): Promise<Record<string, string>> {
  const token = await s.login(mobile);
  const sent = await s.post('/api/getCode/getVerifyCode', { mobile, scene: 'bank' });
  assert.is(sent.code, 0, sent.message);
  return s.auth(token);
}

const PROTECTED = [
  'userBankListH5',
  'userCompanyBankListH5',
  'addUserBankH5',
  'delUserBankH5',
  'setDefaultH5',
  'ocrBankIdH5',
];

test('protected bank routes answer 401 without a token; supportBank is public', async ({ s }) => {
  for (const name of PROTECTED) {
    const r = await s.post(`/api/userBank/${name}`, {});
    assert.is(r.status, 401, name);
    assert.is(r.code, 401, name);
  }
  const banks = await s.post('/api/userBank/supportBank', {});
  assert.is(banks.code, 0);
});

test('supportBank: every seed bank in one page; a keyword filters by name or code', async ({ s }) => {
  const all = await s.post('/api/userBank/supportBank', {});
  assert.is(all.data.total, 17);
  assert.is(all.data.list.length, 17);
  assert.equal(all.data.list[0], { code: 'ICBC', name: '中国工商银行', logo: '/mock-static/banks/ICBC.svg' });
  const byName = await s.post('/api/userBank/supportBank', { keyword: '招商' });
  assert.equal(
    byName.data.list.map((b: { code: string }) => b.code),
    ['CMB'],
  );
  const byCode = await s.post('/api/userBank/supportBank', { keyword: 'icbc' });
  assert.equal(
    byCode.data.list.map((b: { code: string }) => b.code),
    ['ICBC'],
  );
  const none = await s.post('/api/userBank/supportBank', { keyword: '花旗' });
  assert.is(none.data.total, 0);
  const bad = await s.post('/api/userBank/supportBank', { keyword: 12 });
  assert.is(bad.status, 400);
});

test('userBankListH5: the personal cards, default first, with no full number or owner', async ({ s }) => {
  const headers = s.auth(await s.login('13800000001'));
  const r = await s.post('/api/userBank/userBankListH5', { pageNum: 1, pageSize: 10 }, headers);
  assert.is(r.code, 0);
  assert.is(r.data.total, 3);
  assert.is(r.data.list[0].isDefault, true);
  assert.is(r.data.list[0].bankCode, 'ICBC');
  for (const card of r.data.list) {
    assert.equal(Object.keys(card).sort(), [
      'bankCode',
      'bankName',
      'branch',
      'cardTail',
      'holderName',
      'id',
      'isDefault',
      'kind',
    ]);
    assert.match(card.cardTail, /^\d{4}$/);
    assert.is(card.holderName, '张伟');
    assert.is(card.kind, 'personal');
  }
});

test('userCompanyBankListH5: company cards for the enterprise partner, empty for others', async ({ s }) => {
  const enterprise = await s.post('/api/userBank/userCompanyBankListH5', {}, s.auth(await s.login('13800000005')));
  assert.is(enterprise.data.total, 2);
  assert.ok(
    enterprise.data.list.every(
      (c: { kind: string; holderName: string }) => c.kind === 'company' && c.holderName === '杭州洁净洗护服务有限公司',
    ),
  );
  const personal = await s.post('/api/userBank/userCompanyBankListH5', {}, s.auth(await s.login('13800000001')));
  assert.equal(personal.data, { list: [], total: 0, pageNum: 1, pageSize: 10 });
});

test('a card added is listed, then deleted, then gone (and a second delete is a 404)', async ({ s }) => {
  const headers = await readyToBind(s, '13800000001');
  const number = cardNo('622588', 16);
  const added = await s.post(
    '/api/userBank/addUserBankH5',
    {
      cardNo: number,
      bankCode: 'CMB',
      branch: '招商银行杭州分行',
      mobile: '13800000001',
      code: '123456',
      kind: 'personal',
    },
    headers,
  );
  assert.is(added.code, 0, added.message);
  assert.equal(added.data, {
    id: added.data.id,
    bankCode: 'CMB',
    bankName: '招商银行',
    cardTail: number.slice(-4),
    holderName: '张伟',
    kind: 'personal',
    branch: '招商银行杭州分行',
    isDefault: false,
  });

  const listed = await s.post('/api/userBank/userBankListH5', {}, headers);
  assert.is(listed.data.total, 4);
  assert.ok(listed.data.list.some((c: { id: number }) => c.id === added.data.id));

  const removed = await s.post('/api/userBank/delUserBankH5', { id: added.data.id }, headers);
  assert.is(removed.code, 0, removed.message);
  const after = await s.post('/api/userBank/userBankListH5', {}, headers);
  assert.is(after.data.total, 3);
  assert.not.ok(after.data.list.some((c: { id: number }) => c.id === added.data.id));
  const again = await s.post('/api/userBank/delUserBankH5', { id: added.data.id }, headers);
  assert.is(again.status, 404);
});

test('the first card of a kind becomes the default; deleting the default promotes another', async ({ s }) => {
  const headers = await readyToBind(s, '13800000006');
  const [only] = (await s.post('/api/userBank/userBankListH5', {}, headers)).data.list;
  assert.is((await s.post('/api/userBank/delUserBankH5', { id: only.id }, headers)).code, 0);
  const body = { bankCode: 'ABC', branch: '', mobile: '13800000006', code: '123456', kind: 'personal' };
  const first = await s.post('/api/userBank/addUserBankH5', { ...body, cardNo: cardNo('622848', 19) }, headers);
  const second = await s.post('/api/userBank/addUserBankH5', { ...body, cardNo: cardNo('622848', 18) }, headers);
  assert.is(first.data.isDefault, true);
  assert.is(second.data.isDefault, false);
  await s.post('/api/userBank/delUserBankH5', { id: first.data.id }, headers);
  const list = await s.post('/api/userBank/userBankListH5', {}, headers);
  assert.equal(
    list.data.list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault]),
    [[second.data.id, true]],
  );
});

test('addUserBankH5: number, bank and Luhn rules (a 62… number may fail Luhn)', async ({ s }) => {
  const headers = await readyToBind(s, '13800000001');
  const base = { bankCode: 'ICBC', branch: '', mobile: '13800000001', code: '123456', kind: 'personal' };
  const short = await s.post('/api/userBank/addUserBankH5', { ...base, cardNo: '622202123456789' }, headers);
  assert.is(short.status, 400);
  assert.is(short.message, '银行卡号应为16至19位数字');
  const letters = await s.post('/api/userBank/addUserBankH5', { ...base, cardNo: '62220212345678ab' }, headers);
  assert.is(letters.status, 400);
  assert.is(letters.message, '银行卡号只能包含数字');
  const unknownBank = await s.post(
    '/api/userBank/addUserBankH5',
    { ...base, bankCode: 'XYZ', cardNo: cardNo('622202', 16) },
    headers,
  );
  assert.is(unknownBank.status, 400);
  assert.ok(unknownBank.message.includes('银行'), unknownBank.message);
  const luhn = await s.post('/api/userBank/addUserBankH5', { ...base, cardNo: cardNo('4367', 16, false) }, headers);
  assert.is(luhn.status, 400);
  assert.is(luhn.message, '银行卡号校验未通过，请核对后重新输入');
  const failing62 = cardNo('62220233', 17, false);
  const unionPay = await s.post(
    '/api/userBank/addUserBankH5',
    { ...base, cardNo: failing62.replace(/(\d{4})(?=\d)/g, '$1 ') },
    headers,
  );
  assert.is(unionPay.code, 0, unionPay.message);
  assert.is(unionPay.data.cardTail, failing62.slice(-4));
});

test('addUserBankH5: the SMS code must be 123456 and sent to that mobile for the bank scene', async ({ s }) => {
  const headers = await readyToBind(s, '13800000001');
  const base = { bankCode: 'ICBC', branch: '', cardNo: cardNo('622202', 19), kind: 'personal' };
  const wrong = await s.post(
    '/api/userBank/addUserBankH5',
    { ...base, mobile: '13800000001', code: '654321' },
    headers,
  );
  assert.is(wrong.status, 400);
  assert.ok(wrong.message.includes('验证码'), wrong.message);
  const notSent = await s.post(
    '/api/userBank/addUserBankH5',
    { ...base, mobile: '13900000000', code: '123456' },
    headers,
  );
  assert.is(notSent.status, 400);
  assert.ok(notSent.message.includes('验证码'), notSent.message);
  const badMobile = await s.post('/api/userBank/addUserBankH5', { ...base, mobile: '123', code: '123456' }, headers);
  assert.is(badMobile.status, 400);
  assert.is(badMobile.message, '预留手机号：请输入11位手机号（以1开头）');
});

test('addUserBankH5: a card bound already is a 409; a retry with the same key is the first answer', async ({ s }) => {
  const headers = await readyToBind(s, '13800000001');
  const body = {
    bankCode: 'CCB',
    branch: '',
    mobile: '13800000001',
    code: '123456',
    kind: 'personal',
    cardNo: cardNo('621700', 19),
  };
  const first = await s.post('/api/userBank/addUserBankH5', body, { ...headers, 'Idempotency-Key': 'bind-1' });
  assert.is(first.code, 0, first.message);
  const retry = await s.post('/api/userBank/addUserBankH5', body, { ...headers, 'Idempotency-Key': 'bind-1' });
  assert.equal(retry.data, first.data);
  const duplicate = await s.post('/api/userBank/addUserBankH5', body, { ...headers, 'Idempotency-Key': 'bind-2' });
  assert.is(duplicate.status, 409);
  assert.ok(duplicate.message.includes('已绑定'), duplicate.message);
});

test('addUserBankH5: holder needs a passed real name; company cards only for enterprises', async ({ s }) => {
  const newcomer = await readyToBind(s, '13800000004');
  const body = {
    bankCode: 'ICBC',
    branch: '',
    mobile: '13800000004',
    code: '123456',
    kind: 'personal',
    cardNo: cardNo('622202', 19),
  };
  const noName = await s.post('/api/userBank/addUserBankH5', body, newcomer);
  assert.is(noName.status, 400);
  assert.ok(noName.message.includes('实名认证'), noName.message);

  const partner = await readyToBind(s, '13800000001');
  const company = await s.post(
    '/api/userBank/addUserBankH5',
    { ...body, mobile: '13800000001', kind: 'company' },
    partner,
  );
  assert.is(company.status, 403);
  assert.ok(company.message.includes('企业认证'), company.message);

  const enterprise = await readyToBind(s, '13800000005');
  const ok = await s.post(
    '/api/userBank/addUserBankH5',
    { ...body, mobile: '13800000005', kind: 'company' },
    enterprise,
  );
  assert.is(ok.code, 0, ok.message);
  assert.is(ok.data.holderName, '杭州洁净洗护服务有限公司');
  assert.is(ok.data.isDefault, false);
});

test('addUserBankH5: at most 10 cards of a kind; the 11th is a 400', async ({ s }) => {
  const headers = await readyToBind(s, '13800000003');
  const body = { bankCode: 'BOC', branch: '', mobile: '13800000003', code: '123456', kind: 'personal' };
  const listed = async () => (await s.post('/api/userBank/userBankListH5', {}, headers)).data.total;
  for (let i = await listed(); i < 10; i++) {
    const r = await s.post('/api/userBank/addUserBankH5', { ...body, cardNo: cardNo(`62166${i}`, 19) }, headers);
    assert.is(r.code, 0, r.message);
  }
  assert.is(await listed(), 10);
  const eleventh = await s.post('/api/userBank/addUserBankH5', { ...body, cardNo: cardNo('621677', 19) }, headers);
  assert.is(eleventh.status, 400);
  assert.is(eleventh.message, '最多绑定 10 张银行卡，请先删除不用的卡');
  assert.is(await listed(), 10);
});

test('delUserBankH5: only own cards (404 otherwise); not while a withdrawal to it is in progress', async ({ s }) => {
  const other = s.auth(await s.login('13800000002'));
  const foreign = await s.post('/api/userBank/delUserBankH5', { id: 1 }, other);
  assert.is(foreign.status, 404);
  const owner = s.auth(await s.login('13800000001'));
  const busy = await s.post('/api/userBank/delUserBankH5', { id: 1 }, owner);
  assert.is(busy.status, 409);
  assert.ok(busy.message.includes('提现'), busy.message);
  const missing = await s.post('/api/userBank/delUserBankH5', {}, owner);
  assert.is(missing.status, 400);
});

test('setDefaultH5: the card becomes the one default of its kind, listed first; only own cards', async ({ s }) => {
  const owner = s.auth(await s.login('13800000001'));
  const cards = async () =>
    (await s.post('/api/userBank/userBankListH5', {}, owner)).data.list as { id: number; isDefault: boolean }[];
  const before = await cards();
  const other = before.find((c) => !c.isDefault)!;
  const set = await s.post('/api/userBank/setDefaultH5', { id: other.id }, owner);
  assert.is(set.code, 0, set.message);
  assert.is(set.data.id, other.id);
  assert.is(set.data.isDefault, true);
  const after = await cards();
  assert.equal(
    after.filter((c) => c.isDefault).map((c) => c.id),
    [other.id],
    'exactly one default',
  );
  assert.is(after[0].id, other.id, 'the default is listed first');

  const stranger = s.auth(await s.login('13800000002'));
  const foreign = await s.post('/api/userBank/setDefaultH5', { id: other.id }, stranger);
  assert.is(foreign.status, 404);
  assert.is((await cards()).find((c) => c.isDefault)?.id, other.id, "a stranger's request changes nothing");
  const missing = await s.post('/api/userBank/setDefaultH5', {}, owner);
  assert.is(missing.status, 400);
});

test('ocrBankIdH5: a Luhn-valid number of a supported bank, the same for the same photo', async ({ s }) => {
  const headers = s.auth(await s.login('13800000001'));
  const [cardA, cardB] = [await uploadedImage(s.url, headers), await uploadedImage(s.url, headers)];
  const a = await s.post('/api/userBank/ocrBankIdH5', { url: cardA }, headers);
  assert.is(a.code, 0);
  assert.match(a.data.cardNo, /^62\d{17}$/);
  assert.ok(luhnValid(a.data.cardNo));
  const banks = (await s.post('/api/userBank/supportBank', {})).data.list as { code: string; name: string }[];
  assert.ok(banks.some((b) => b.code === a.data.bankCode && b.name === a.data.bankName));
  const again = await s.post('/api/userBank/ocrBankIdH5', { url: cardA }, headers);
  assert.equal(again.data, a.data);
  const other = await s.post('/api/userBank/ocrBankIdH5', { url: cardB }, headers);
  assert.is.not(other.data.cardNo, a.data.cardNo);
  const missing = await s.post('/api/userBank/ocrBankIdH5', {}, headers);
  assert.is(missing.status, 400);
  assert.ok(missing.message.includes('银行卡照片'), missing.message);
});

test.run();
