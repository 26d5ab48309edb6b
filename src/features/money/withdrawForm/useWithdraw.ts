// The state and actions of a withdraw page (personal or enterprise): what it loads, the typed
// amount and chosen card kept as a draft, the live quote, and one request per intent.
import { useRef, useState } from 'react';
import type { BankCard, Withdrawal, WithdrawRule } from '../../../api/types';
import { applyWithdrawal, getUserWallet, type WithdrawBody } from '../../../api/wallet';
import { getWithdrawRule } from '../../../api/common';
import { listBankCards, listCompanyBankCards } from '../../../api/bank';
import { ApiError } from '../../../api/http';
import { fileProblem } from '../../../api/file';
import { BELOW_MINIMUM, NOT_ENOUGH_BALANCE, REAL_NAME_REQUIRED } from '../../../api/errors';
import { wallet } from '../../../app/state/wallet';
import { formatYuan, yuanToFen } from '../../../lib/money';
import { amountProblem, quote } from './rule';
import { clearDraft, readDraft, saveDraft, type WithdrawDraft } from './draft';
import { ensureCertified, sendToAuthentication, type WithdrawKind } from './certified';
import { useResource } from '../../../ui/useResource';
import { inPlace } from '../../../lib/shown-in-place';
import { useSubmit } from '../../../ui/useSubmit';
import { confirmWithdrawal } from './confirm';

/** Answers of applyWithDrawalH5 that belong under the amount (400: e.g. the daily maximum). */
const IN_PLACE = [NOT_ENOUGH_BALANCE, REAL_NAME_REQUIRED, BELOW_MINIMUM, 400];
const CARD_GONE = 404;

export interface WithdrawOptions {
  /** the page's route, where authentication brings the user back */
  page: string;
  kind: WithdrawKind;
  needsInvoice?: boolean;
}

const refreshWallet = () =>
  getUserWallet().then(
    (w) => (wallet.value = w),
    () => {},
  );

const defaultCard = (cards: BankCard[]): BankCard | null => cards.find((c) => c.isDefault) ?? cards[0] ?? null;

interface Setup {
  rule: WithdrawRule;
  cards: BankCard[];
}

export function useWithdraw({ page, kind, needsInvoice = false }: WithdrawOptions) {
  const draftKey = `draft:${page.split('/')[2]}`;
  const [draft, setDraft] = useState(() => readDraft(draftKey));
  const latest = useRef(draft);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);

  function change(patch: Partial<WithdrawDraft>) {
    latest.current = { ...latest.current, ...patch };
    saveDraft(draftKey, latest.current);
    setDraft(latest.current);
  }

  const setup = useResource<Setup>(async () => {
    // on the way to authentication (or to login): the skeleton stays until the page is left
    if (!(await ensureCertified(kind, page))) return new Promise<never>(() => {});
    // started after an await, so outside useResource's mark: shown in place (LoadState), not toasted
    const [w, rule, cards] = await inPlace(() =>
      Promise.all([getUserWallet(), getWithdrawRule(), kind === 'company' ? listCompanyBankCards() : listBankCards()]),
    );
    wallet.value = w;
    return { rule, cards };
  }, []);
  const loaded = setup.data;

  const withdrawableFen = wallet.value?.withdrawableFen ?? 0;
  const amountFen = draft.amountText ? yuanToFen(draft.amountText) : null;
  // the card the partner chose here while it still exists, else the default one (set on 我的银行卡):
  // only a choice is kept in the draft, so a default set since the last visit is the one offered
  const card = loaded ? (loaded.cards.find((c) => c.id === draft.cardId) ?? defaultCard(loaded.cards)) : null;
  const amountError = loaded ? amountProblem(amountFen, loaded.rule, withdrawableFen) : null;
  // an invoice only counts when it is a file our server issued (a draft could hold anything)
  const invoiceOk = !!draft.invoiceUrl && !fileProblem([draft.invoiceUrl], '发票');
  const ready = !!loaded && amountFen !== null && !amountError && !!card && (!needsInvoice || invoiceOk);

  const withdrawal = useSubmit(applyWithdrawal, {
    // kept in the draft before sending: a retry after a 401 or a reload reuses the key
    keep: { read: () => latest.current.intent, write: (intent) => change({ intent }) },
    // the amount, fee, arrival and card are confirmed before anything is sent
    confirm: (body) => {
      const chosen = loaded?.cards.find((c) => c.id === body.bankCardId);
      return !!loaded && !!chosen && confirmWithdrawal(body.amountFen, quote(body.amountFen, loaded.rule), chosen);
    },
    done: async (result) => {
      clearDraft(draftKey);
      await refreshWallet();
      setDone(result);
    },
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      if (e.code === CARD_GONE) setup.reload(); // deleted elsewhere: offer the cards there are now
      if (!IN_PLACE.includes(e.code)) return; // the wrapper has shown it
      setServerProblem(e.message);
      if (e.code === NOT_ENOUGH_BALANCE) refreshWallet();
      if (e.code === REAL_NAME_REQUIRED) sendToAuthentication(page);
    },
  });

  function submit() {
    if (!ready || !card || amountFen === null) return;
    const body: WithdrawBody = { amountFen, bankCardId: card.id };
    if (needsInvoice && draft.invoiceUrl) body.invoiceUrl = draft.invoiceUrl;
    withdrawal.submit(body);
  }

  return {
    /** the rule and the cards to choose from */
    setup,
    withdrawableFen,
    amountText: draft.amountText,
    amountError: amountError ?? serverProblem,
    quote: loaded && amountFen !== null && !amountError ? quote(amountFen, loaded.rule) : null,
    card,
    invoiceUrl: draft.invoiceUrl,
    ready,
    /** the withdrawal is on its way */
    pending: withdrawal.pending,
    done,
    setAmount(text: string) {
      setServerProblem(null);
      change({ amountText: text });
    },
    fillWithdrawable() {
      setServerProblem(null);
      change({ amountText: formatYuan(withdrawableFen, false) });
    },
    chooseCard(id: number) {
      setServerProblem(null);
      change({ cardId: id });
    },
    setInvoiceUrl(invoiceUrl: string | null) {
      setServerProblem(null);
      change({ invoiceUrl });
    },
    submit,
  };
}

export type WithdrawState = ReturnType<typeof useWithdraw>;
