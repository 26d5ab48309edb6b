// Bank cards: the user's personal and company cards, binding with an SMS code, unbinding,
// card-photo reading and the supported banks (SPEC.md section 7, "Bank").
import { createHash } from 'node:crypto';
import type { Request } from 'json-server';
import type { Bank, BankCard, BankCardKind, Page } from '../../src/api/types';
import type { BankCardPhotoReading } from '../../src/api/bank';
import { bankCardNumber, luhnCheckDigit } from '../../src/lib/bank-card';
import { cardTail } from '../../src/lib/mask';
import { MAX_BANK_CARDS } from '../../src/api/limits';
import { post, ok, MockError, tables, save, bodyOf, read, paginate, without, nextId } from '../kit';
import { mediaUrl } from '../lib/media';
import type { BankCardRow } from '../schema';
import { BANKS } from '../seed/data';
import { codeIsValid } from '../services/verify-code';

const toWire = (row: BankCardRow): BankCard => without(row, 'userId', 'cardNo', 'mobile');

/** A page of the user's cards of one kind: the default card first, then the newest. */
function cardPage(req: Request, userId: number, kind: BankCardKind): Page<BankCard> {
  const rows = tables(req).bankCards.filter((c) => c.userId === userId && c.kind === kind);
  const page = paginate(rows, bodyOf(req), (row) => (row.isDefault ? '1' : '0'));
  return { ...page, list: page.list.map(toWire) };
}

const enterprisePassed = (req: Request, userId: number) =>
  tables(req).enterpriseCertifications.some((c) => c.userId === userId && c.status === 2);

/** The name a card of this kind is held in: the passed real name, or the certified company's. */
function holderFor(req: Request, userId: number, kind: BankCardKind): string {
  const db = tables(req);
  if (kind === 'company') {
    const company = db.enterpriseCertifications.find((c) => c.userId === userId);
    if (company?.status !== 2) throw new MockError(403, '仅企业认证通过的用户可以绑定对公账户，请先完成企业认证');
    return company.companyName;
  }
  const person = db.personalCertifications.find((c) => c.userId === userId);
  if (person?.status !== 2) throw new MockError(400, '请先完成实名认证：银行卡户名须与实名一致');
  return person.realName;
}

/** A 19-digit UnionPay number of a seed bank that passes Luhn: the same photo reads the same. */
function readCardPhoto(url: string): BankCardPhotoReading {
  const hash = createHash('sha256').update(url).digest();
  const [bankCode, bankName, bin] = BANKS[hash[0] % BANKS.length];
  const body = bin + [...hash.subarray(1, 13)].map((b) => b % 10).join('');
  return { cardNo: body + luhnCheckDigit(body), bankCode, bankName };
}

export default [
  post('/api/userBank/userBankListH5', (req, res) => {
    ok(res, cardPage(req, req.user.id, 'personal'));
  }),

  post('/api/userBank/userCompanyBankListH5', (req, res) => {
    const { user } = req;
    const page = cardPage(req, user.id, 'company');
    ok(res, enterprisePassed(req, user.id) ? page : { ...page, list: [], total: 0 });
  }),

  post('/api/userBank/addUserBankH5', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    // the app's rule: 16 to 19 digits, and Luhn except for a 62… (UnionPay) number
    const cardNo = read.valid(body, 'cardNo', '银行卡号', bankCardNumber).replace(/\s/g, '');
    const bankCode = read.str(body, 'bankCode', '开户银行');
    const db = tables(req);
    const bank = db.banks.find((b) => b.code === bankCode);
    if (!bank) throw new MockError(400, '暂不支持该银行，请从支持的银行中选择', 400, { field: 'bankCode' });
    const branch = read.optStr(body, 'branch', '开户支行', { max: 50 }) ?? '';
    const phone = read.mobile(body, 'mobile', '预留手机号');
    const code = read.str(body, 'code', '验证码');
    const kind = read.oneOf(body, 'kind', '账户类型', ['personal', 'company'] as const);
    if (!codeIsValid(req, phone, 'bank', code)) {
      throw new MockError(400, '验证码错误或已过期，请重新获取', 400, { field: 'code' });
    }
    const holderName = holderFor(req, user.id, kind);
    const mine = db.bankCards.filter((c) => c.userId === user.id);
    if (mine.some((c) => c.cardNo === cardNo)) throw new MockError(409, '该银行卡已绑定，无需重复添加');
    const sameKind = mine.filter((c) => c.kind === kind);
    if (sameKind.length >= MAX_BANK_CARDS) {
      throw new MockError(400, `最多绑定 ${MAX_BANK_CARDS} 张银行卡，请先删除不用的卡`);
    }

    const row: BankCardRow = {
      id: nextId(db.bankCards),
      userId: user.id,
      bankCode,
      bankName: bank.name,
      cardTail: cardTail(cardNo),
      holderName,
      kind,
      branch,
      isDefault: sameKind.length === 0,
      cardNo,
      mobile: phone,
    };
    db.bankCards.push(row);
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/userBank/delUserBankH5', (req, res) => {
    const { user } = req;
    const id = read.int(bodyOf(req), 'id', '银行卡');
    const db = tables(req);
    const card = db.bankCards.find((c) => c.id === id && c.userId === user.id);
    if (!card) throw new MockError(404, '银行卡不存在或已删除');
    const pending = db.withdrawals.some((w) => w.bankCardId === id && w.status <= 1);
    if (pending) throw new MockError(409, '这张卡有处理中的提现，到账后才能删除');
    db.bankCards = db.bankCards.filter((c) => c !== card);
    if (card.isDefault) {
      const next = db.bankCards
        .filter((c) => c.userId === user.id && c.kind === card.kind)
        .sort((a, b) => b.id - a.id)[0];
      if (next) next.isDefault = true;
    }
    save(req);
    ok(res, null);
  }),

  // exactly one default per kind: this card becomes it, the others of its kind stop being it
  post('/api/userBank/setDefaultH5', (req, res) => {
    const { user } = req;
    const id = read.int(bodyOf(req), 'id', '银行卡');
    const db = tables(req);
    const card = db.bankCards.find((c) => c.id === id && c.userId === user.id);
    if (!card) throw new MockError(404, '银行卡不存在或已删除，请刷新列表后重试');
    for (const c of db.bankCards) if (c.userId === user.id && c.kind === card.kind) c.isDefault = c === card;
    save(req);
    ok(res, toWire(card));
  }),

  post('/api/userBank/ocrBankIdH5', (req, res) => {
    const url = mediaUrl(req, bodyOf(req), 'url', '银行卡照片');
    ok(res, readCardPhoto(url));
  }),

  // the whole list in one page: the bank picker shows every bank
  post('/api/userBank/supportBank', { public: true }, (req, res) => {
    const keyword = read.optStr(bodyOf(req), 'keyword', '关键字', { max: 20 })?.toLowerCase();
    const banks: Bank[] = tables(req).banks.filter(
      (b) => !keyword || b.name.includes(keyword) || b.code.toLowerCase().includes(keyword),
    );
    ok(res, { list: banks, total: banks.length, pageNum: 1, pageSize: banks.length });
  }),
];
