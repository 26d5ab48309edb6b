// auth: signing in (登录, pages/login) and the image-captcha step every page that sends an SMS code
// goes through (smsCode/). Other features reach auth only through this file.
export { useCaptchaStep } from './smsCode/useCaptchaStep';
