// The shape of a yuan amount typed into a money field.
import { trim, type Validator } from './types';

/** At most 2 decimals and positive: the shape of a yuan amount. */
export const amount: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入金额';
  if (!/^\d+(\.\d{0,2})?$/.test(s)) return /^\d+\.\d{3,}$/.test(s) ? '金额最多两位小数' : '请输入正确的金额';
  return /[1-9]/.test(s) ? null : '金额必须大于0';
};
