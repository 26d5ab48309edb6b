// The banks the app offers and the seed accounts' bank cards (valid Luhn numbers).
import type { BankCard, User } from '../../../src/api/types';
import { cardTail } from '../../../src/lib/mask';
import type { BankCardRow } from '../../schema';
import type { City } from '../areas';
import { BANKS } from '../data';
import type { Stream } from '../random';
import { accountOf, COMPANY } from './accounts';

export const buildBanks = () => BANKS.map(([code, name]) => ({ code, name, logo: `/mock-static/banks/${code}.svg` }));

const CARDS: [number, string, BankCard['kind'], string, boolean][] = [
  [1001, 'ICBC', 'personal', '张伟', true],
  [1001, 'CMB', 'personal', '张伟', false],
  [1001, 'CCB', 'personal', '张伟', false],
  [1002, 'ABC', 'personal', '李娜', true],
  [1003, 'BOC', 'personal', '王强', true],
  [1005, 'NBCB', 'company', COMPANY, true],
  [1005, 'CIB', 'company', COMPANY, false],
  [1006, 'BOCOM', 'personal', '刘洋', true],
];

export function buildBankCards(r: Stream, users: User[], cities: City[]): BankCardRow[] {
  return CARDS.map(([userId, bankCode, kind, holderName, isDefault], i) => {
    const bank = BANKS.find((b) => b[0] === bankCode);
    if (!bank) throw new Error(`seed: no bank ${bankCode} in data.ts`);
    const [, bankName, bin] = bank;
    const cardNo = r.luhnCard(bin, kind === 'company' ? 19 : r.pick([16, 19]));
    const c = r.pick(cities.slice(0, 20));
    return {
      id: i + 1,
      userId,
      bankCode,
      bankName,
      cardTail: cardTail(cardNo),
      holderName,
      kind,
      branch: `${bankName}${c.city.replace(/市$/, '')}${r.pick(['分行营业部', '城西支行', '高新支行', '解放路支行'])}`,
      isDefault,
      cardNo,
      mobile: accountOf(users, userId).mobile,
    };
  });
}
