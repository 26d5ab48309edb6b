// What the login page calls when the user acts: the request layer, the session and the redirect
// rules, loaded after the form is on screen and awaited by the first tap that needs them.
export { getVerifyCode } from '../../../../api/common';
export { login } from '../../../../api/user';
export { ApiError } from '../../../../api/http';
export { signIn } from '../../../../app/state/session';
export { safeRedirect } from '../../../../app/redirect';
export { storeUserRule } from '../../../../app/store-user';
