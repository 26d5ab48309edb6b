// A partner's wallet as the earnings centre shows it, for the tests of the wallet state and the
// home page (the figures are distinct so that a figure shown in the wrong place is caught).
import type { Wallet } from '../../src/api/types';

export const WALLET: Wallet = {
  balanceFen: 1286450,
  withdrawableFen: 1052300,
  frozenFen: 234150,
  totalProfitFen: 3035782,
  todayProfitFen: 41112,
  monthProfitFen: 1137186,
};
