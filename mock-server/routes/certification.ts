// Certification: real name then face verification (personal), enterprise certification with a
// timed mock review, business-licence reading, and the director responsible for the user.
import { createHash } from 'node:crypto';
import type { Request } from 'json-server';
import type { EnterpriseCertification, PersonalCertification, User } from '../../src/api/types';
import type { BusinessLicenseReading, ResponsibleDirector } from '../../src/api/certification';
import {
  CREDIT_CHARS,
  creditCode as creditCodeRule,
  creditCodeCheckChar,
  idCard as idCardRule,
  realName as realNameRule,
} from '../../src/lib/validators/identity';
import { get, post, ok, MockError, tables, save, bodyOf, read, without, nowIso } from '../kit';
import { maskIdCard, maskMobile } from '../../src/lib/mask';
import { mediaUrl } from '../lib/media';
import type { EnterpriseCertificationRow, PersonalCertificationRow } from '../schema';
import { GIVEN, SURNAMES } from '../seed/data';
import { ANY_VIDEO, readUpload } from '../services/upload';

/** How long the mock's enterprise review takes: long enough for the status page to show it. */
export const REVIEW_MS = 3000;
/** The legal person's name that makes the mock review reject, to exercise the rejected path. */
export const REJECT_LEGAL_PERSON = '驳回测试';
export const LICENSE_REJECT_REASON = '营业执照信息与填写的法定代表人不一致，请核对后重新提交';
export const NO_FACE_REASON = '未检测到人脸，请正对镜头重新录制';
// a recording this small cannot hold a face
const MIN_FACE_VIDEO_BYTES = 1024;

const personalWire = (row: PersonalCertificationRow): PersonalCertification => without(row, 'userId');
const enterpriseWire = (row: EnterpriseCertificationRow): EnterpriseCertification =>
  without(row, 'userId', 'submittedAt');
const certified = (user: User) => user.certStatus === 2;
/** A submitted certification puts a user not yet certified under review, as its kind. */
function underReview(user: User, type: User['certType']): void {
  if (certified(user)) return;
  user.certType = type;
  user.certStatus = 1;
}

/** Finishes a due mock review: rejected for REJECT_LEGAL_PERSON, else passed. */
function settleReview(req: Request, row: EnterpriseCertificationRow): void {
  if (row.status !== 1 || (row.submittedAt && Date.now() - Date.parse(row.submittedAt) < REVIEW_MS)) return;
  const user = tables(req).users.find((u) => u.id === row.userId);
  if (row.legalPerson === REJECT_LEGAL_PERSON) {
    row.status = 3;
    row.reason = LICENSE_REJECT_REASON;
    if (user && !certified(user)) user.certStatus = 3;
  } else {
    row.status = 2;
    delete row.reason;
    if (user) {
      user.certType = 'enterprise';
      user.certStatus = 2;
    }
  }
  save(req);
}

/** What a licence photo reads as: the same photo always reads the same, the code is valid. */
function readLicense(url: string): BusinessLicenseReading {
  const hash = createHash('sha256').update(url).digest();
  const cities = ['杭州', '宁波', '苏州', '南京', '成都', '武汉', '广州', '深圳', '合肥', '长沙'];
  const words = ['洁净', '焕新', '优洗', '衣尚', '净彩', '清风', '悦洗', '臻护'];
  const body17 = `91330106${[...hash.subarray(4, 13)].map((b) => CREDIT_CHARS[b % CREDIT_CHARS.length]).join('')}`;
  return {
    companyName: `${cities[hash[0] % cities.length]}${words[hash[1] % words.length]}洗护服务有限公司`,
    creditCode: body17 + creditCodeCheckChar(body17),
    legalPerson: SURNAMES[hash[2] % SURNAMES.length] + GIVEN[hash[3] % GIVEN.length],
  };
}

/** The nearest municipal or provincial director above the user in the inviter chain. */
function responsibleDirector(req: Request, user: User): ResponsibleDirector | null {
  const db = tables(req);
  const seen = new Set<number>([user.id]);
  let next = user.inviterId;
  while (next != null && !seen.has(next)) {
    seen.add(next);
    const above = db.users.find((u) => u.id === next);
    if (!above) return null;
    if (above.roleLevel === 20 || above.roleLevel === 30) {
      const contract = db.contracts.find((c) => c.userId === above.id && c.kind === 'agency' && c.status === 1);
      return {
        name: above.realName || above.nickname,
        mobileMasked: maskMobile(above.mobile),
        levelName: above.levelName,
        region: contract?.region ?? '',
      };
    }
    next = above.inviterId;
  }
  return null;
}

export default [
  get('/api/user/getUserCertificationH5', (req, res) => {
    const { user } = req;
    const row = tables(req).personalCertifications.find((c) => c.userId === user.id);
    ok(res, row ? personalWire(row) : { status: 0 });
  }),

  post('/api/user/realAuthH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const realName = read.valid(body, 'realName', '姓名', realNameRule);
    const idCard = read.valid(body, 'idCard', '身份证号', idCardRule).toUpperCase();
    const db = tables(req);
    const existing = db.personalCertifications.find((c) => c.userId === user.id);
    if (existing?.status === 2) throw new MockError(409, '您已完成实名认证，无需重复提交');
    if (db.personalCertifications.some((c) => c.userId !== user.id && c.idCard === idCard && c.status === 2)) {
      throw new MockError(409, '该身份证号已被其他账号实名认证，如有疑问请联系客服');
    }
    const row: PersonalCertificationRow = existing ?? {
      userId: user.id,
      status: 0,
      realName: '',
      idCard: '',
      faceVerified: false,
    };
    if (!existing) db.personalCertifications.push(row);
    Object.assign(row, { status: 1, realName, idCard, faceVerified: false });
    delete row.reason;
    underReview(user, 'personal');
    save(req);
    ok(res, personalWire(row));
  }),

  post('/api/user/personVerificationH5', async (req, res) => {
    const video = await readUpload(req, [ANY_VIDEO]);
    // after the await: read the state afresh (a reset may have replaced it meanwhile)
    const { user } = req;
    const row = tables(req).personalCertifications.find((c) => c.userId === user.id);
    if (!row || row.status === 0) throw new MockError(400, '请先提交姓名和身份证号，再进行人脸核验');
    if (row.status === 2) throw new MockError(409, '您已完成实名认证，无需重复核验');
    if (video.bytes.length < MIN_FACE_VIDEO_BYTES) {
      Object.assign(row, { status: 3, reason: NO_FACE_REASON, faceVerified: false });
      if (!certified(user)) user.certStatus = 3;
    } else {
      Object.assign(row, { status: 2, faceVerified: true });
      delete row.reason;
      user.realName = row.realName;
      user.idCardMasked = maskIdCard(row.idCard);
      // an enterprise partner stays one: the real name is then the legal person's own
      if (!(user.certType === 'enterprise' && certified(user))) {
        user.certType = 'personal';
        user.certStatus = 2;
      }
    }
    save(req);
    ok(res, personalWire(row));
  }),

  get('/api/user/getCompanyCertificationH5', (req, res) => {
    const { user } = req;
    const row = tables(req).enterpriseCertifications.find((c) => c.userId === user.id);
    if (!row) return ok(res, { status: 0 });
    settleReview(req, row);
    ok(res, enterpriseWire(row));
  }),

  post('/api/user/companyCertificationH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const companyName = read.str(body, 'companyName', '企业名称', { max: 50 });
    if (companyName.length < 2)
      throw new MockError(400, '企业名称至少 2 个字，请按营业执照填写', 400, { field: 'companyName' });
    const creditCode = read.valid(body, 'creditCode', '统一社会信用代码', creditCodeRule).toUpperCase();
    const legalPerson = read.valid(body, 'legalPerson', '法定代表人', realNameRule);
    const legalIdCard = read.valid(body, 'legalIdCard', '法定代表人身份证号', idCardRule).toUpperCase();
    const licenseUrl = mediaUrl(req, body, 'licenseUrl', '营业执照照片');
    const db = tables(req);
    const existing = db.enterpriseCertifications.find((c) => c.userId === user.id);
    if (existing?.status === 2) throw new MockError(409, '您已完成企业认证，无需重复提交');
    if (existing?.status === 1) throw new MockError(409, '企业认证正在审核中，请等待审核结果');
    if (
      db.enterpriseCertifications.some((c) => c.userId !== user.id && c.creditCode === creditCode && c.status !== 3)
    ) {
      throw new MockError(409, '该企业已被其他账号认证，如有疑问请联系客服');
    }
    const row: EnterpriseCertificationRow = existing ?? {
      userId: user.id,
      status: 0,
      companyName,
      creditCode,
      legalPerson,
      legalIdCard,
      licenseUrl,
    };
    if (!existing) db.enterpriseCertifications.push(row);
    Object.assign(row, {
      status: 1,
      companyName,
      creditCode,
      legalPerson,
      legalIdCard,
      licenseUrl,
      submittedAt: nowIso(),
    });
    delete row.reason;
    underReview(user, 'enterprise');
    save(req);
    ok(res, enterpriseWire(row));
  }),

  post('/api/user/businessLicenseOcrH5', (req, res) => {
    const url = mediaUrl(req, bodyOf(req), 'url', '营业执照照片');
    ok(res, readLicense(url));
  }),

  get('/api/user/cityProvinceDirectorInfoH5', (req, res) => {
    ok(res, responsibleDirector(req, req.user));
  }),
];
