// Card-number rules of 添加银行卡: grouping by 4 while typing, and the Luhn verdict. Some
// UnionPay (62…) cards fail the Luhn check, so for them a failure is a warning the user may
// override; for any other number it is an error (the server decides the same way).
import { bankCardNo, luhnValid } from '../../lib/validate';

const MAX_CARD_DIGITS = 19;

export const cardDigits = (text: string) => text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);

/** "6222021234567890" → "6222 0212 3456 7890" */
export const groupCardNo = (text: string) => cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');

const LUHN_ERROR = '银行卡号校验未通过，请核对后重新输入';
export const LUHN_WARNING = '卡号未通过常规校验。部分银联卡（62开头）属正常情况，请核对卡号无误后勾选确认';

export type LuhnVerdict = 'ok' | 'warn' | 'error';

/** Only meaningful for a number of valid length. */
export function luhnVerdict(digits: string): LuhnVerdict {
  if (luhnValid(digits)) return 'ok';
  return digits.startsWith('62') ? 'warn' : 'error';
}

/** The field's error: length and digits first, then a Luhn failure that cannot be overridden. */
export function cardNoError(text: string): string | null {
  const shape = bankCardNo(text);
  if (shape) return shape;
  return luhnVerdict(cardDigits(text)) === 'error' ? LUHN_ERROR : null;
}
