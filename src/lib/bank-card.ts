// Which card numbers can be bound, for the add-card page and the mock server alike: the shape
// (bankCardNo), then the Luhn check, which some UnionPay (62…) cards fail although they are real,
// so for them a failure is a warning the user may override. A module of its own so that only the
// add-card page loads it, not every page that validates a field.
import { bankCardNo, luhnValid, type Validator } from './validate';

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
