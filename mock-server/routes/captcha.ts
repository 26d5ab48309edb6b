// Image captchas (parameters in the query string, as the original backend takes them).
import { post, ok, MockError, queryOf, read } from '../kit';
import { captchaMatches, newCaptcha } from '../services/captcha';

export default [
  post('/common/front/captcha', { public: true }, (req, res) => ok(res, newCaptcha(req))),

  post('/common/front/validateCaptcha', { public: true }, (req, res) => {
    const query = queryOf(req);
    const key = read.str(query, 'captchaKey', '图形验证码标识', { max: 64 });
    const answer = read.str(query, 'captcha', '图形验证码', { max: 16 });
    if (!captchaMatches(req, key, answer)) throw new MockError(400, '图形验证码错误');
    ok(res, { valid: true });
  }),
];
