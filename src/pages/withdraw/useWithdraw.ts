// The state and actions of a withdraw page (personal or enterprise): what it loads, the typed
// amount and chosen card kept as a draft, the live quote, and one request per intent.
import { useEffect, useRef, useState } from 'react';
import type { BankCard, Withdrawal, WithdrawRule } from '../../api/types';
import { applyWithdrawal, getUserWallet, type WithdrawBody } from '../../api/wallet';
import { getWithdrawRule } from '../../api/common';
import { listBankCards, listCompanyBankCards } from '../../api/bank';
import { ApiError } from '../../api/http';
import { BELOW_MINIMUM, NOT_ENOUGH_BALANCE, REAL_NAME_REQUIRED } from '../../api/errors';
import { wallet } from '../../state/wallet';
import { formatYuan, yuanToFen } from '../../lib/money';
import { amountProblem, quote } from './rule';
import { clearDraft, intentFor, readDraft, saveDraft, type WithdrawDraft } from './draft';
import { ensureCertified, sendToAuthentication, type WithdrawKind } from './certified';

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

export function useWithdraw({ page, kind, needsInvoice = false }: WithdrawOptions) {
  const draftKey = `draft:${page.split('/')[2]}`;
  const [draft, setDraft] = useState(() => readDraft(draftKey));
  const latest = useRef(draft);
  const [setup, setSetup] = useState<{ rule: WithdrawRule; cards: BankCard[] } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const busy = useRef(false);

  function change(patch: Partial<WithdrawDraft>) {
    latest.current = { ...latest.current, ...patch };
    saveDraft(draftKey, latest.current);
    setDraft(latest.current);
  }

  async function load() {
    setLoadFailed(false);
    if (!(await ensureCertified(kind, page))) return;
    try {
      const [w, rule, cards] = await Promise.all([
        getUserWallet(),
        getWithdrawRule(),
        kind === 'company' ? listCompanyBankCards() : listBankCards(),
      ]);
      wallet.value = w;
      setSetup({ rule, cards });
      // the drafted card while it still exists, else the default one
      if (!cards.some((c) => c.id === latest.current.cardId)) {
        change({ cardId: (cards.find((c) => c.isDefault) ?? cards[0])?.id ?? null });
      }
    } catch {
      setLoadFailed(true);
    }
  }

  useEffect(() => {
    load();
  }, []);

  const withdrawableFen = wallet.value?.withdrawableFen ?? 0;
  const amountFen = draft.amountText ? yuanToFen(draft.amountText) : null;
  const card = setup?.cards.find((c) => c.id === draft.cardId) ?? null;
  const amountError = setup ? amountProblem(amountFen, setup.rule, withdrawableFen) : null;
  const ready = !!setup && amountFen !== null && !amountError && !!card && (!needsInvoice || !!draft.invoiceUrl);

  async function submit(): Promise<void> {
    if (!ready || !card || amountFen === null || busy.current) return;
    busy.current = true;
    const body: WithdrawBody = { amountFen, bankCardId: card.id };
    if (needsInvoice && draft.invoiceUrl) body.invoiceUrl = draft.invoiceUrl;
    // kept in the draft before sending: a retry after a 401 or a reload reuses the key
    change({ intent: intentFor(latest.current.intent, body) });
    try {
      const result = await applyWithdrawal(body, latest.current.intent!.key);
      clearDraft(draftKey);
      await refreshWallet();
      setDone(result);
    } catch (e) {
      if (!(e instanceof ApiError)) return;
      if (e.code === CARD_GONE) load(); // deleted elsewhere: offer the cards there are now
      if (!IN_PLACE.includes(e.code)) return; // the wrapper has shown it
      setServerProblem(e.message);
      if (e.code === NOT_ENOUGH_BALANCE) refreshWallet();
      if (e.code === REAL_NAME_REQUIRED) sendToAuthentication(page);
    } finally {
      busy.current = false;
    }
  }

  return {
    setup,
    loadFailed,
    reload: load,
    withdrawableFen,
    amountText: draft.amountText,
    amountError: amountError ?? serverProblem,
    quote: setup && amountFen !== null && !amountError ? quote(amountFen, setup.rule) : null,
    card,
    invoiceUrl: draft.invoiceUrl,
    ready,
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
