// Who a person or a company is: legal name, resident ID card, unified social credit code.
import { trim, type Validator } from './types';

/** A person's legal name as on the ID card: 2 to 20 Chinese characters, · allowed between parts. */
export const realName: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入真实姓名';
  if (!/^[\u4e00-\u9fa5·]+$/.test(s)) return '姓名只能包含汉字（少数民族姓名可用·分隔）';
  return s.length >= 2 && s.length <= 20 && !/^·|·$/.test(s) ? null : '请输入2至20个字的真实姓名';
};

/** Resident ID card: 18 characters, the last one the GB 11643 check character. */
export const idCard: Validator = (v) => {
  const s = trim(v).toUpperCase();
  if (!s) return '请输入身份证号';
  if (s.length !== 18) return '身份证号应为18位';
  if (!/^\d{17}[\dX]$/.test(s)) return '身份证号格式不正确（前17位为数字，末位为数字或X）';
  const month = +s.slice(10, 12),
    day = +s.slice(12, 14);
  if (month < 1 || month > 12 || day < 1 || day > 31) return '身份证号中的出生日期不正确';
  return s[17] === idCardCheckChar(s) ? null : '身份证号校验位不正确，请核对';
};

export function idCardCheckChar(id17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += +id17[i] * weights[i];
  return '10X98765432'[sum % 11];
}

/** Unified social credit code: 18 characters, the last the GB 32100 check character. */
/** The characters of a unified social credit code (GB 32100: no I, O, Z, S, V), in check-sum order. */
export const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const creditCode: Validator = (v) => {
  const s = trim(v).toUpperCase();
  if (!s) return '请输入统一社会信用代码';
  if (s.length !== 18) return '统一社会信用代码应为18位';
  if (![...s].every((c) => CREDIT_CHARS.includes(c))) return '统一社会信用代码含有无效字符（不含 I、O、Z、S、V）';
  return s[17] === creditCodeCheckChar(s) ? null : '统一社会信用代码校验位不正确，请核对';
};

export function creditCodeCheckChar(code17: string): string {
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code17[i]) * weights[i];
  return CREDIT_CHARS[(31 - (sum % 31)) % 31];
}
