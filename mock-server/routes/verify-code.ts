// POST /api/getCode/getVerifyCode: SMS codes for login, bank-card binding and the intent check
// before a signature (scene 'sign': needs a session and goes to the caller's own mobile only).
import type { VerifyCodeScene, VerifyCodeSent } from '../../src/api/common';
import { NEED_CAPTCHA, SESSION_EXPIRED } from '../../src/api/errors';
import { post, ok, MockError, bodyOf, read, tables } from '../kit';
import { asMock } from '../lib/context';
import { sessionUserId } from '../services/session';
import { CAPTCHA_WRONG, useCaptcha } from '../services/captcha';
import { CODE_TTL_SECONDS, VERIFY_CODE, needsCaptcha, sendCode, waitSeconds } from '../services/verify-code';

export default [
  post('/api/getCode/getVerifyCode', { public: true }, (req, res) => {
    const body = bodyOf(req);
    const phone = read.mobile(body);
    const scene = read.oneOf(body, 'scene', '验证码用途', [
      'login',
      'bank',
      'sign',
    ] as const satisfies readonly VerifyCodeScene[]);
    if (scene === 'sign') {
      // the route is public for login; a signature's intent check belongs to a signed-in user
      const userId = sessionUserId(req);
      const user = userId === undefined ? undefined : tables(req).users.find((u) => u.id === userId);
      if (!user) throw new MockError(401, SESSION_EXPIRED, 401);
      if (user.mobile !== phone)
        throw new MockError(400, '签约验证码只能发送到本人登录的手机号', 400, { field: 'mobile' });
    }
    const captchaKey = read.optStr(body, 'captchaKey', '图形验证码标识', { max: 64 });
    const captcha = read.optStr(body, 'captcha', '图形验证码', { max: 16 });

    const wait = waitSeconds(req, phone, scene);
    if (wait > 0) throw new MockError(429, `验证码发送太频繁，请 ${wait} 秒后再试`, 429, { retryAfter: wait });
    if (req.scenario === 'captcha' || needsCaptcha(req, phone)) {
      if (!captchaKey || !captcha) throw new MockError(NEED_CAPTCHA, '请先完成图形验证码', 200, { needCaptcha: true });
      if (!useCaptcha(req, captchaKey, captcha)) {
        throw new MockError(NEED_CAPTCHA, CAPTCHA_WRONG, 200, { needCaptcha: true });
      }
    }
    sendCode(req, phone, scene);
    asMock(req).mock.say(`[mock] verification code for ${phone}: ${VERIFY_CODE}`);
    const sent: VerifyCodeSent = { expiresIn: CODE_TTL_SECONDS };
    ok(res, sent);
  }),
];
