// The validators of SPEC section 5, all in one place for the mock server and the tests. Each
// lives in a module of its kind under validators/, which the app's pages import directly, so a
// page's chunk carries only the validators it uses.
export type { Validator } from './validators/types';
export { mobile, code, landline } from './validators/phone';
export { digits, email, url, hexColor, carPlate } from './validators/text';
export { required } from './validators/required';
export { amount } from './validators/amount';
export {
  realName,
  idCard,
  idCardCheckChar,
  creditCode,
  creditCodeCheckChar,
  CREDIT_CHARS,
} from './validators/identity';
export { consignee, addressDetail } from './validators/address';
export { clean, charProblem, charCount, stripInvisible, type CleanOptions } from './validators/clean';
export { bankCardNo, luhnValid } from './validators/bankCard';
export { isStoreQrLink } from './validators/storeQr';
