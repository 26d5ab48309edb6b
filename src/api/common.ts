// Calls every page may need before or without a login: SMS codes, image captchas, named
// configuration (rules and rich texts) and the home page configuration.
import { request } from './http';
import { EARLY_PATHS } from './early';
import type { CaptchaAnswer, CaptchaImage, VerifyCodeBody, VerifyCodeSent } from './contract/content';
import type { PageConfig, WithdrawRule } from './types';

export { NEED_CAPTCHA } from './errors';

export type {
  CaptchaAnswer,
  CaptchaImage,
  ConfigValues,
  VerifyCodeBody,
  VerifyCodeScene,
  VerifyCodeSent,
} from './contract/content';

/** POST /api/getCode/getVerifyCode (public). Rejects 429 within 60 s, NEED_CAPTCHA when asked. */
export function getVerifyCode(body: VerifyCodeBody): Promise<VerifyCodeSent> {
  return request<VerifyCodeSent>({
    url: EARLY_PATHS.code,
    method: 'POST',
    data: body,
    headers: { isToken: false },
  });
}

/** The same call with scene 'sign': needs the session (the code goes to the caller's own mobile). */
export function getSignVerifyCode(mobile: string, captcha: CaptchaAnswer | null = null): Promise<VerifyCodeSent> {
  return request<VerifyCodeSent>({
    url: EARLY_PATHS.code,
    method: 'POST',
    data: { mobile, scene: 'sign', ...captcha } satisfies VerifyCodeBody,
  });
}

/** POST /common/front/captcha (public): a new image captcha. */
export function getCaptcha(): Promise<CaptchaImage> {
  return request<CaptchaImage>({
    url: `/common/front/captcha?t=${Date.now()}`,
    method: 'POST',
    headers: { isToken: false },
  });
}

/** POST /common/front/validateCaptcha?captchaKey=&captcha= (public): rejects 400 when wrong. */
export function validateCaptcha(answer: CaptchaAnswer): Promise<{ valid: true }> {
  const query = `captchaKey=${encodeURIComponent(answer.captchaKey)}&captcha=${encodeURIComponent(answer.captcha)}`;
  return request<{ valid: true }>({
    url: `/common/front/validateCaptcha?${query}`,
    method: 'POST',
    headers: { isToken: false },
  });
}

/** GET /api/config/getConfig?name= (public). `T` is the entry's type (rich texts are HTML strings). */
export function getConfig<T = string>(name: string): Promise<T> {
  return request<T>({ url: '/api/config/getConfig', data: { name }, headers: { isToken: false } });
}

/** The withdrawal limits and fee rule the server enforces. */
export const getWithdrawRule = (): Promise<WithdrawRule> => getConfig<WithdrawRule>('withdrawRule');

/** GET /api/pageConfig (public): banners, notices, header colour. */
export function getPageConfig(): Promise<PageConfig> {
  return request<PageConfig>({ url: '/api/pageConfig', headers: { isToken: false } });
}
