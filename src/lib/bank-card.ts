// Card numbers, for the add-card page and the mock server alike: which can be bound (the shape,
// bankCardNo, then the Luhn check, which some UnionPay (62…) cards fail although they are real,
// so for them a failure is a warning the user may override) and which bank issued one. A module
// of its own so that only the add-card page loads it, not every page that validates a field.
import { bankCardNo, luhnValid } from './validators/bankCard';
import type { Validator } from './validators/types';

/** The banks the backend supports, with the BIN (first 6 digits) of their debit cards. */
export const BANK_BINS: readonly { code: string; name: string; bin: string }[] = [
  { code: 'ICBC', name: '中国工商银行', bin: '622202' },
  { code: 'ABC', name: '中国农业银行', bin: '622848' },
  { code: 'BOC', name: '中国银行', bin: '621661' },
  { code: 'CCB', name: '中国建设银行', bin: '621700' },
  { code: 'BOCOM', name: '交通银行', bin: '622262' },
  { code: 'PSBC', name: '中国邮政储蓄银行', bin: '621799' },
  { code: 'CMB', name: '招商银行', bin: '622588' },
  { code: 'CITIC', name: '中信银行', bin: '622690' },
  { code: 'CEB', name: '中国光大银行', bin: '622666' },
  { code: 'HXB', name: '华夏银行', bin: '622630' },
  { code: 'CMBC', name: '中国民生银行', bin: '622622' },
  { code: 'CGB', name: '广发银行', bin: '622568' },
  { code: 'PAB', name: '平安银行', bin: '622155' },
  { code: 'CIB', name: '兴业银行', bin: '622909' },
  { code: 'SPDB', name: '上海浦东发展银行', bin: '622521' },
  { code: 'BOB', name: '北京银行', bin: '622853' },
  { code: 'NBCB', name: '宁波银行', bin: '622282' },
];

/** The bank whose BIN starts the number, or null (fewer than 6 digits or unknown), so the user seldom picks one. */
export function guessBank(digits: string): { code: string; name: string } | null {
  const hit = BANK_BINS.find((b) => digits.startsWith(b.bin));
  return hit ? { code: hit.code, name: hit.name } : null;
}

export const LUHN_ERROR = '银行卡号校验未通过，请核对后重新输入';
export type LuhnVerdict = 'ok' | 'warn' | 'error';

/** Of a number of valid length: a 62… number may fail Luhn and be real, any other may not. */
export function luhnVerdict(digits: string): LuhnVerdict {
  if (luhnValid(digits)) return 'ok';
  return digits.startsWith('62') ? 'warn' : 'error';
}

/** A card number that can be bound: bankCardNo's shape, then a Luhn failure no one may override. */
export const bankCardNumber: Validator = (v) =>
  bankCardNo(v) ?? (luhnVerdict(v.trim().replace(/\s/g, '')) === 'error' ? LUHN_ERROR : null);

/** The digit that makes `body` + digit pass the Luhn check (for made-up card numbers: seed, OCR). */
export const luhnCheckDigit = (body: string): string => [...'0123456789'].find((d) => luhnValid(body + d))!;
