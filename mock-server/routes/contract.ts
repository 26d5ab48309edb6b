// /api/applyIdentity/*: applying to sign as a director, invitations, signing, the CMO review
// and the user's contracts. Status moves (SCREENS.md): application 0 applied → (signed) 1
// awaiting CMO review → 2 approved / 3 rejected, or → 4 ignored by the inviter from 0 or 1;
// its contract 0 to sign → (signed) 2 under review → 1 signed / 3 rejected, 4 void if ignored.
import type { Request } from 'json-server';
import type { Invitation, User } from '../../src/api/types';
import { post, ok, MockError, tables, save, bodyOf, read, paginate, without, nextId, nowIso, type Input } from '../kit';
import { maskMobile } from '../../src/lib/mask';
import { mediaUrl } from '../lib/media';
import type { ApplicationRow } from '../schema';
import { APPLICATION_STATUS_NAMES } from '../../src/api/contract-status';
import {
  applicationById,
  applicationForReview,
  applicationToWire,
  contractOf,
  contractToWire,
  ensureContract,
  maySeeApplication,
  requireCmo,
  regionTaken,
  signTarget,
} from '../services/application';
import { LEVEL_NAMES, MEMBER_LEVELS } from '../../src/api/levels';
import { REAL_NAME_REQUIRED, realNameRequired } from '../../src/api/errors';
import { codeIsValid } from '../services/verify-code';
import { applicationLink, contractLink, previewLink } from '../services/contract-links';

const APPLICATION_STATUSES = [0, 1, 2, 3, 4] as const;
const CONTRACT_STATUSES = [0, 1, 2, 3, 4] as const;

/** applyList's write: `{ level, region }` asks to sign; the answer is the new application. */
/** The name the applicant passed real-name authentication with (apply checks it has passed). */
const certifiedName = (req: Request, user: User): string =>
  tables(req).personalCertifications.find((c) => c.userId === user.id && c.status === 2)?.realName || user.realName;

function apply(req: Request, user: User, body: Input): ApplicationRow {
  const { level, region } = signTarget(req, body);
  if (user.certStatus !== 2) throw new MockError(REAL_NAME_REQUIRED, realNameRequired('签约'));
  if (user.roleLevel >= level) throw new MockError(409, `你当前已是${user.levelName}，无需签约${LEVEL_NAMES[level]}`);
  const db = tables(req);
  if (db.applications.some((a) => a.applicantId === user.id && (a.status === 0 || a.status === 1))) {
    throw new MockError(409, '你已有一份进行中的签约申请，请先完成签约或等待审核结果');
  }
  if (regionTaken(req, level, region)) {
    throw new MockError(409, `${region}的${LEVEL_NAMES[level]}已有签约代理，请选择其他区域`, 409, {
      field: 'region',
    });
  }
  const row: ApplicationRow = {
    id: nextId(db.applications),
    applicantId: user.id,
    inviterId: user.inviterId ?? 0,
    applicantNickname: user.nickname,
    applicantRealName: certifiedName(req, user),
    applicantMobileMasked: maskMobile(user.mobile),
    level,
    region,
    status: 0,
    createdAt: nowIso(),
  };
  db.applications.push(row);
  save(req);
  return row;
}

export default [
  // One path, two calls (SCREENS.md lists both under applyList): a body with `level` or
  // `region` applies (write, honours Idempotency-Key); any other body lists (read).
  post('/api/applyIdentity/applyList', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    if (body.level !== undefined || body.region !== undefined)
      return ok(res, applicationToWire(apply(req, user, body)));
    const scope = read.optOneOf(body, 'scope', '列表范围', ['mine', 'team'] as const) ?? 'mine';
    const status = read.optOneOf(body, 'status', '申请状态', APPLICATION_STATUSES);
    const rows = tables(req).applications.filter(
      (a) =>
        (scope === 'mine' ? a.applicantId === user.id : a.inviterId === user.id) &&
        (status === undefined || a.status === status),
    );
    ok(res, paginate(rows.map(applicationToWire), body));
  }),

  post('/api/applyIdentity/sendInvite', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const phone = read.mobile(body);
    const level = read.oneOf(body, 'level', '邀请级别', MEMBER_LEVELS);
    if (user.roleLevel !== 40 && level > user.roleLevel) {
      throw new MockError(400, `只能邀请级别不高于你的成员（你当前是${user.levelName}）`, 400, { field: 'level' });
    }
    if (phone === user.mobile) throw new MockError(400, '不能邀请自己，请填写对方的手机号', 400, { field: 'mobile' });
    const db = tables(req);
    const inTeam =
      db.teamMembers.some((m) => m.userId === user.id && m.mobile === phone) ||
      db.users.some((u) => u.mobile === phone && u.inviterId === user.id);
    if (inTeam) throw new MockError(409, '该手机号已是你的团队成员，无需邀请');
    if (db.invitations.some((i) => i.userId === user.id && i.mobile === phone))
      throw new MockError(409, '已向该手机号发出过邀请，请勿重复邀请');
    const row = {
      id: nextId(db.invitations),
      userId: user.id,
      mobile: phone,
      mobileMasked: maskMobile(phone),
      level,
      levelName: LEVEL_NAMES[level],
      createdAt: nowIso(),
    };
    db.invitations.push(row);
    save(req);
    const answer: Invitation = without(row, 'userId', 'mobile');
    ok(res, answer);
  }),

  post('/api/applyIdentity/ignoreApply', (req, res) => {
    const { user } = req;
    const app = applicationById(req, bodyOf(req), 'id', (a) => a.inviterId === user.id);
    if (app.status !== 0 && app.status !== 1)
      throw new MockError(409, `该申请${APPLICATION_STATUS_NAMES[app.status]}，不能忽略`);
    app.status = 4;
    const contract = contractOf(req, app.id);
    if (contract && (contract.status === 0 || contract.status === 2)) contract.status = 4;
    save(req);
    ok(res, applicationToWire(app));
  }),

  post('/api/applyIdentity/userLevelThreeList', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const keyword = read.optStr(body, 'keyword', '搜索关键词', { max: 30 });
    // members below provincial director: the ones who can still be invited to sign up a level
    const rows = tables(req).teamMembers.filter(
      (m) =>
        m.userId === user.id &&
        m.level < 30 &&
        (!keyword || m.nickname.includes(keyword) || m.mobileMasked.includes(keyword)),
    );
    ok(
      res,
      paginate(
        rows.map((m) => without(m, 'userId', 'mobile')),
        body,
        (m) => m.joinedAt,
      ),
    );
  }),

  post('/api/applyIdentity/previewContract', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    if (body.applyId === undefined) {
      const { level, regionCode } = signTarget(req, body);
      return ok(res, { url: previewLink(req, level, regionCode, user.id) });
    }
    const app = applicationById(req, body, 'applyId', (a) => a.applicantId === user.id);
    const existing = contractOf(req, app.id);
    if (existing) return ok(res, { url: contractLink(req, existing.id, user.id) });
    if (app.status !== 0) throw new MockError(409, `该申请${APPLICATION_STATUS_NAMES[app.status]}，没有待签署的合同`);
    const contract = ensureContract(req, app);
    save(req);
    ok(res, { url: contractLink(req, contract.id, user.id) });
  }),

  post('/api/applyIdentity/fourSignThreeContract', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const app = applicationById(req, body, 'applyId', (a) => a.applicantId === user.id);
    const signatureUrl = mediaUrl(req, body, 'signatureUrl', '签名图片');
    // the intent check electronic-signature services require: an SMS code of scene 'sign'
    const code = read.str(body, 'code', '验证码', { pattern: /^\d{6}$/, patternMessage: '验证码应为 6 位数字' });
    if (!codeIsValid(req, user.mobile, 'sign', code))
      throw new MockError(400, '验证码错误或已过期，请重新获取', 400, { field: 'code' });
    if (app.status !== 0) throw new MockError(409, `该申请${APPLICATION_STATUS_NAMES[app.status]}，不能再次签署`);
    const contract = ensureContract(req, app);
    contract.status = 2;
    contract.signatureUrl = signatureUrl;
    contract.signedAt = nowIso();
    app.status = 1;
    save(req);
    ok(res, contractToWire(req, contract, user.id));
  }),

  post('/api/applyIdentity/cmoConfirmList', (req, res) => {
    requireCmo(req.user, '查看待审核的签约申请');
    const body = bodyOf(req);
    ok(
      res,
      paginate(
        tables(req)
          .applications.filter((a) => a.status === 1)
          .map(applicationForReview),
        body,
      ),
    );
  }),

  post('/api/applyIdentity/cmoReview', { idempotent: true }, (req, res) => {
    requireCmo(req.user, '审核签约申请');
    const body = bodyOf(req);
    const app = applicationById(req, body, 'id', () => true);
    if (typeof body.approve !== 'boolean') throw new MockError(400, '请选择通过或驳回', 400, { field: 'approve' });
    const reason = read.optStr(body, 'reason', '驳回原因', { max: 200, multiline: true });
    if (!body.approve && !reason)
      throw new MockError(400, '驳回时请填写驳回原因，申请人会看到它', 400, { field: 'reason' });
    if (app.status !== 1) throw new MockError(409, `该申请${APPLICATION_STATUS_NAMES[app.status]}，不能重复审核`);
    const db = tables(req);
    const contract = contractOf(req, app.id);
    if (body.approve) {
      app.status = 2;
      delete app.reason;
      if (contract) contract.status = 1;
      // an approved applicant now holds the level signed for
      const applicant = db.users.find((u) => u.id === app.applicantId);
      if (applicant && applicant.roleLevel < app.level) {
        applicant.roleLevel = app.level as User['roleLevel'];
        applicant.levelName = LEVEL_NAMES[applicant.roleLevel];
      }
    } else {
      app.status = 3;
      app.reason = reason;
      if (contract) {
        contract.status = 3;
        contract.reason = reason;
      }
    }
    save(req);
    ok(res, applicationToWire(app));
  }),

  post('/api/applyIdentity/cmoReviewUrl', (req, res) => {
    const { user } = req;
    // the reviewer, the applicant and the inviter may all open it
    const app = applicationById(req, bodyOf(req), 'id', (a) => maySeeApplication(user, a));
    const contract = contractOf(req, app.id);
    ok(res, { url: contract ? contractLink(req, contract.id, user.id) : applicationLink(req, app.id, user.id) });
  }),

  post('/api/applyIdentity/userContractList', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const kind = read.optOneOf(body, 'kind', '合同类型', ['agency', 'store'] as const);
    const status = read.optOneOf(body, 'status', '合同状态', CONTRACT_STATUSES);
    const rows = tables(req).contracts.filter(
      (c) =>
        c.userId === user.id &&
        (kind === undefined || c.kind === kind) &&
        (status === undefined || c.status === status),
    );
    ok(
      res,
      paginate(
        rows.map((c) => contractToWire(req, c, user.id)),
        body,
        // by the date on each row; one still to sign has none yet and comes first
        (c) => c.signedAt ?? '9999',
      ),
    );
  }),
];
