// Which bank issued a card, guessed from the number's first digits (the BINs of the banks the
// backend supports), so the user seldom has to open 选择银行.
import type { Bank } from '../../api/types';

type Guess = Pick<Bank, 'code' | 'name'>;

const BINS: [string, string, string][] = [
  ['622202', 'ICBC', '中国工商银行'],
  ['622848', 'ABC', '中国农业银行'],
  ['621661', 'BOC', '中国银行'],
  ['621700', 'CCB', '中国建设银行'],
  ['622262', 'BOCOM', '交通银行'],
  ['621799', 'PSBC', '中国邮政储蓄银行'],
  ['622588', 'CMB', '招商银行'],
  ['622690', 'CITIC', '中信银行'],
  ['622666', 'CEB', '中国光大银行'],
  ['622630', 'HXB', '华夏银行'],
  ['622622', 'CMBC', '中国民生银行'],
  ['622568', 'CGB', '广发银行'],
  ['622155', 'PAB', '平安银行'],
  ['622909', 'CIB', '兴业银行'],
  ['622521', 'SPDB', '上海浦东发展银行'],
  ['622853', 'BOB', '北京银行'],
  ['622282', 'NBCB', '宁波银行'],
];

/** The bank whose BIN starts the number, or null (fewer than 6 digits or unknown). */
export function guessBank(digits: string): Guess | null {
  const hit = BINS.find(([bin]) => digits.startsWith(bin));
  return hit ? { code: hit[1], name: hit[2] } : null;
}
