// Mobile numbers and SMS codes: the login form's validators, so they are all it loads.
import { trim, type Validator } from './types';

/** Whether it is a mobile number (the rule alone, for index.html's inline script). */
export const isMobile = (v: unknown) => /^1\d{10}$/.test(trim(v));

export const mobile: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入手机号';
  if (!/^\d+$/.test(s)) return '手机号只能包含数字';
  return isMobile(s) ? null : '请输入11位手机号（以1开头）';
};

/** How a mobile number field asks for its input (the number pad, 11 digits), beside its rule. */
export const mobileInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 11 } as const;

export const code =
  (length = 6): Validator =>
  (v) => {
    const s = trim(v);
    if (!s) return '请输入验证码';
    return new RegExp(`^\\d{${length}}$`).test(s) ? null : `请输入${length}位数字验证码`;
  };

export const landline: Validator = (v) =>
  /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(trim(v)) ? null : '请输入正确的固定电话，如 010-62345678';
