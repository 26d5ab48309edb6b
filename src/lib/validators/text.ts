// Validators of general form text: digits, e-mail, web addresses, colours, plates (required fields: required.ts).
import { trim, type Validator } from './types';

export const digits: Validator = (v) => (/^\d+$/.test(trim(v)) ? null : '只能输入数字');

export const email: Validator = (v) =>
  /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(trim(v)) ? null : '请输入正确的邮箱地址';

export const url: Validator = (v) => {
  try {
    const u = new URL(trim(v));
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : '请输入以 http(s):// 开头的网址';
  } catch {
    return '请输入正确的网址';
  }
};

export const hexColor: Validator = (v) =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(trim(v)) ? null : '请输入正确的颜色值，如 #1677ff';

const PROVINCE_ABBR = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
export const carPlate: Validator = (v) => {
  const s = trim(v).toUpperCase();
  const ok = new RegExp(
    `^[${PROVINCE_ABBR}][A-Z](?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
  ).test(s);
  return ok ? null : '请输入正确的车牌号';
};
