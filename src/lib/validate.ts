// The validators of SPEC section 5: each is a pure function of the typed text that returns the
// Chinese message to show, or null when the value is fine. Screens and the mock server use them.
export type Validator = (value: string) => string | null;

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const required =
  (label: string): Validator =>
  (v) =>
    trim(v) ? null : `请输入${label}`;

export const mobile: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入手机号';
  if (!/^\d+$/.test(s)) return '手机号只能包含数字';
  return /^1\d{10}$/.test(s) ? null : '请输入11位手机号（以1开头）';
};

export const code =
  (length = 6): Validator =>
  (v) => {
    const s = trim(v);
    if (!s) return '请输入验证码';
    return new RegExp(`^\\d{${length}}$`).test(s) ? null : `请输入${length}位数字验证码`;
  };

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

/** At most 2 decimals and positive: the shape of a yuan amount. */
export const amount: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入金额';
  if (!/^\d+(\.\d{0,2})?$/.test(s)) return /^\d+\.\d{3,}$/.test(s) ? '金额最多两位小数' : '请输入正确的金额';
  return /[1-9]/.test(s) ? null : '金额必须大于0';
};

export const landline: Validator = (v) =>
  /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(trim(v)) ? null : '请输入正确的固定电话，如 010-62345678';

const PROVINCE_ABBR = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
export const carPlate: Validator = (v) => {
  const s = trim(v).toUpperCase();
  const ok = new RegExp(
    `^[${PROVINCE_ABBR}][A-Z](?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
  ).test(s);
  return ok ? null : '请输入正确的车牌号';
};

export const hexColor: Validator = (v) =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(trim(v)) ? null : '请输入正确的颜色值，如 #1677ff';

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

/** The characters of a unified social credit code (GB 32100: no I, O, Z, S, V), in check-sum order. */
export const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Unified social credit code: 18 characters, the last the GB 32100 check character. */
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

/** Who receives at an address: a name of at most 20 characters. */
export const consignee: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入收货人';
  return [...s].length <= 20 ? null : '收货人不能超过20个字';
};

/** The street part of an address, down to the door number: 5 to 120 characters as the user counts them. */
export const addressDetail: Validator = (v) => {
  const s = trim(v);
  if (!s) return '请输入详细地址';
  const length = [...s].length;
  return length >= 5 && length <= 120 ? null : `详细地址应为5至120个字（当前${length}个），请写到门牌号`;
};

/** A store QR link needs all of storeQrCode, c=, r= and s=. */
export const isStoreQrLink = (link: string): boolean =>
  link.includes('storeQrCode') && ['c', 'r', 's'].every((k) => new RegExp(`[?&]${k}=`).test(link));
