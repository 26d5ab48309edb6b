// The withdraw form's draft in sessionStorage: the typed amount, the chosen card, the invoice
// (enterprise), and the Idempotency-Key of the submit under way. A 401 → login → back round trip
// or a reload then loses no typing, and a retry of the same intent cannot move the money twice.
import type { Intent } from '../../../lib/intent';
import { sessionDraft, shaped } from '../../../lib/session-draft';

export interface WithdrawDraft {
  amountText: string;
  /** the card chosen on this page; null: the default card is offered */
  cardId: number | null;
  /** the uploaded invoice (enterprise) */
  invoiceUrl: string | null;
  intent: Intent | null;
}

const EMPTY: WithdrawDraft = { amountText: '', cardId: null, invoiceUrl: null, intent: null };

const kept = (key: string) => sessionDraft(key, shaped<WithdrawDraft>({ amountText: 'string' }));

export const readDraft = (key: string): WithdrawDraft => ({ ...EMPTY, ...kept(key).read() });
export const saveDraft = (key: string, draft: WithdrawDraft) => kept(key).save(draft);
export const clearDraft = (key: string) => kept(key).clear();
