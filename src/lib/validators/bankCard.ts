// Bank card numbers: the shape the form accepts and the Luhn check it warns on.
import { trim, type Validator } from './types';

/** Bank card number: 16 to 19 digits (spaces from grouping ignored). */
export const bankCardNo: Validator = (v) => {
  const s = trim(v).replace(/\s/g, '');
  if (!s) return '请输入银行卡号';
  if (!/^\d+$/.test(s)) return '银行卡号只能包含数字';
  return s.length >= 16 && s.length <= 19 ? null : '银行卡号应为16至19位数字';
};

/** The Luhn check; some UnionPay (62…) cards fail it, so for them a failure is only a warning (lib/bank-card). */
export function luhnValid(cardNo: string): boolean {
  const s = cardNo.replace(/\s/g, '');
  if (!/^\d+$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = +s[s.length - 1 - i];
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
