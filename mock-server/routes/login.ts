// loginH5 / loginForH5: mobile + SMS code; an unknown mobile becomes a new partner.
import type { Request } from 'json-server';
import type { User, Wallet } from '../../src/api/types';
import { LEVEL_NAMES } from '../../src/api/levels';
import { NEED_CAPTCHA } from '../../src/api/errors';
import { code as codeRule } from '../../src/lib/validators/phone';
import { post, ok, MockError, bodyOf, read, tables, memory, nextId, nowIso, type Input } from '../kit';
import { issueToken } from '../services/session';
import { newcomerNickname } from '../lib/util';
import { userToWire } from '../services/user-wire';
import { CAPTCHA_WRONG, useCaptcha } from '../services/captcha';
import { codeIsValid } from '../services/verify-code';
import { inviterOf, joinTeam, newInviteCode } from '../services/invite';

// after this many wrong codes within an hour, a login needs an image captcha too
const FAILURES_BEFORE_CAPTCHA = 5;
const HOUR = 3600 * 1000;

/** A new partner's wallet: nothing earned, nothing held. */
export const EMPTY_WALLET: Wallet = {
  balanceFen: 0,
  withdrawableFen: 0,
  frozenFen: 0,
  totalProfitFen: 0,
  todayProfitFen: 0,
  monthProfitFen: 0,
};

const failures = (req: Request) => memory(req, 'loginFailures', () => new Map<string, number[]>());

/** A new partner; `inviterCode` (from the invite link) names who brought them, when it matches someone. */
function newPartner(req: Request, phone: string, inviterCode: string | undefined): User {
  const db = tables(req);
  const inviter = inviterOf(req, phone, inviterCode);
  const user: User = {
    id: nextId(db.users),
    mobile: phone,
    nickname: newcomerNickname(phone),
    avatar: '/mock-static/avatar-default.svg',
    realName: '',
    idCardMasked: '',
    shopUserStatus: 0,
    roleLevel: 10,
    levelName: LEVEL_NAMES[10],
    certType: null,
    certStatus: 0,
    inviterId: inviter?.id ?? null,
    inviteCode: newInviteCode(db),
    createdAt: nowIso(),
  };
  db.users.push(user);
  if (inviter) joinTeam(req, inviter, user);
  db.wallets.push({ userId: user.id, ...EMPTY_WALLET });
  return user;
}

function login(req: Request, body: Input) {
  const phone = read.mobile(body);
  // an inviter code that is odd or matches no one is ignored: the login itself must not fail on it
  const inviterCode = typeof body.inviter === 'string' ? body.inviter : undefined;
  const code = read.valid(body, 'code', '验证码', codeRule());
  const recent = (failures(req).get(phone) || []).filter((t) => Date.now() - t < HOUR);
  if (recent.length >= FAILURES_BEFORE_CAPTCHA) {
    const captchaKey = read.optStr(body, 'captchaKey', '图形验证码标识', { max: 64 });
    const captcha = read.optStr(body, 'captcha', '图形验证码', { max: 16 });
    if (!captchaKey || !captcha)
      throw new MockError(NEED_CAPTCHA, '验证码错误次数过多，请先完成图形验证码', 200, { needCaptcha: true });
    if (!useCaptcha(req, captchaKey, captcha))
      throw new MockError(NEED_CAPTCHA, CAPTCHA_WRONG, 200, { needCaptcha: true });
  }
  if (!codeIsValid(req, phone, 'login', code)) {
    failures(req).set(phone, [...recent, Date.now()]);
    throw new MockError(400, '验证码错误或已过期', 400, { field: 'code' });
  }
  failures(req).delete(phone);
  const user = tables(req).users.find((u) => u.mobile === phone) || newPartner(req, phone, inviterCode);
  return { token: issueToken(req, user.id), userInfo: userToWire(req, user) };
}

export default [
  post('/api/user/loginH5', { public: true }, (req, res) => ok(res, login(req, bodyOf(req)))),

  post('/api/user/loginForH5', { public: true }, (req, res) => {
    const body = bodyOf(req);
    if (typeof body.orgId !== 'number') read.str(body, 'orgId', '机构编号', { max: 64 });
    ok(res, login(req, body));
  }),
];
