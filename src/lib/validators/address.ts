// Validators of a delivery address: who receives, and the street part.
import { charCount, charProblem, stripInvisible } from './clean';
import { trim, type Validator } from './types';

/** Who receives at an address: a name of at most 20 characters, none of them hidden (clean.ts). */
export const consignee: Validator = (v) => {
  const s = trim(stripInvisible(trim(v)));
  if (!s) return '请输入收货人';
  return charProblem(s, '收货人') ?? (charCount(s) <= 20 ? null : '收货人不能超过20个字');
};

/** The street part of an address, down to the door number: 5 to 120 characters as the user counts them. */
export const addressDetail: Validator = (v) => {
  const s = trim(stripInvisible(trim(v)));
  if (!s) return '请输入详细地址';
  const hidden = charProblem(s, '详细地址');
  if (hidden) return hidden;
  const length = charCount(s);
  return length >= 5 && length <= 120 ? null : `详细地址应为5至120个字（当前${length}个），请写到门牌号`;
};
