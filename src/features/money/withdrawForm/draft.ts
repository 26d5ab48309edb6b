// The withdraw form's draft in sessionStorage: the typed amount, the chosen card, the invoice
// (enterprise), and the Idempotency-Key of the submit under way. A 401 → login → back round trip
// or a reload then loses no typing, and a retry of the same intent cannot move the money twice.
import type { WithdrawBody } from '../../../api/wallet';
import { intentFor as keyedIntent, type Intent } from '../../../api/http';
import { readJson, remove, write } from '../../../lib/storage';

export interface WithdrawDraft {
  amountText: string;
  cardId: number | null;
  /** the uploaded invoice (enterprise) */
  invoiceUrl: string | null;
  intent: Intent | null;
}

const EMPTY: WithdrawDraft = { amountText: '', cardId: null, invoiceUrl: null, intent: null };

const isDraft = (v: unknown): v is WithdrawDraft =>
  !!v && typeof v === 'object' && typeof (v as WithdrawDraft).amountText === 'string';

export function readDraft(key: string): WithdrawDraft {
  return { ...EMPTY, ...readJson<WithdrawDraft>(key, 'session', isDraft) };
}

export const saveDraft = (key: string, draft: WithdrawDraft) => write(key, draft, 'session');
export const clearDraft = (key: string) => remove(key, 'session');

/** The same amount, card and invoice keep the key already sent; anything else is a new intent. */
export const intentFor = (previous: Intent | null, body: WithdrawBody): Intent =>
  keyedIntent(previous, `${body.amountFen}|${body.bankCardId}|${body.invoiceUrl ?? ''}`);
