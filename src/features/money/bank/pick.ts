// The hand-off of 选择银行 to the page that opened it: the choice waits in sessionStorage
// until the caller shows again and takes it (once).
import type { Bank } from '../../../api/types';
import { handBack } from '../../../lib/hand-back';
import { shaped } from '../../../lib/session-draft';

const pick = handBack('pick:bank', shaped<Bank>({ code: 'string', name: 'string' }));

export const leavePickedBank = pick.leave;
/** The bank chosen on 选择银行 since the last call, or null; cleared once read. */
export const takePickedBank = pick.take;
