// A module of its own (errors.ts re-exports it) so the login page's first load, which sends codes
// before the request layer is loaded, takes this one number and not every error message.

/** getVerifyCode and login: an image captcha must be solved first. */
export const NEED_CAPTCHA = 1004;
