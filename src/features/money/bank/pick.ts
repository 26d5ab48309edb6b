// The hand-off of 选择银行 to the page that opened it: the choice waits in sessionStorage
// until the caller shows again and takes it (once).
import type { Bank } from '../../../api/types';
import { readJson, remove, write } from '../../../lib/storage';

const PICK_KEY = 'pick:bank';

const isBank = (v: unknown): v is Bank =>
  !!v && typeof v === 'object' && typeof (v as Bank).code === 'string' && typeof (v as Bank).name === 'string';

export function leavePickedBank(bank: Bank): void {
  write(PICK_KEY, bank, 'session');
}

/** The bank chosen on 选择银行 since the last call, or null; cleared once read. */
export function takePickedBank(): Bank | null {
  const bank = readJson<Bank>(PICK_KEY, 'session', isBank);
  remove(PICK_KEY, 'session');
  return bank;
}
