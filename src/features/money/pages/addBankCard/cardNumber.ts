// Card-number rules of 添加银行卡: grouping by 4 while typing, and the Luhn verdict. Some
// UnionPay (62…) cards fail the Luhn check, so for them a failure is a warning the user may
// override; for any other number it is an error (the rule is lib/bank-card's, the server's too).
export { LUHN_ERROR, type LuhnVerdict, luhnVerdict, bankCardNumber as cardNoError } from '../../../../lib/bank-card';

const MAX_CARD_DIGITS = 19;

export const cardDigits = (text: string) => text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);

/** "6222021234567890" → "6222 0212 3456 7890" */
export const groupCardNo = (text: string) => cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');

export const LUHN_WARNING = '卡号未通过常规校验。部分银联卡（62开头）属正常情况，请核对卡号无误后勾选确认';
