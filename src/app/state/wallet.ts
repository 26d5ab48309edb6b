// The wallet figures: shown on the earnings centre, refreshed there and after a withdrawal. The
// last answer is kept (localStorage `lastWallet`, with its user and time) so the earnings centre
// opens with it offline, marked as not current until a new answer comes. The figures belong to
// the session that loaded them: a change of token (sign-out, a 401, another user signing in)
// drops them, kept copy included, so no one is shown the money of the user before.
import { signal } from '@preact/signals';
import type { Wallet } from '../../api/types';
import { readJson, remove, write } from '../../lib/storage';
import { token, userInfo } from './session';

interface KeptWallet {
  userId: number;
  wallet: Wallet;
  /** when the answer came (ms since the epoch) */
  at: number;
}
const KEY = 'lastWallet';
const isKept = (v: unknown): v is KeptWallet =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as KeptWallet).userId === 'number' &&
  typeof (v as KeptWallet).at === 'number' &&
  !!(v as KeptWallet).wallet &&
  typeof (v as KeptWallet).wallet === 'object';

const stored = readJson(KEY, 'local', isKept);
const kept = stored && token.value && stored.userId === userInfo.value?.id ? stored : null;

export const wallet = signal<Wallet | null>(kept?.wallet ?? null);
/** When the figures shown were answered, while they are the kept ones and not this visit's. */
export const walletKeptAt = signal<number | null>(kept?.at ?? null);

wallet.subscribe((w) => {
  if (kept && w === kept.wallet) return; // the kept figures, shown until an answer replaces them
  walletKeptAt.value = null;
  const userId = userInfo.value?.id;
  if (w && typeof userId === 'number') write(KEY, { userId, wallet: w, at: Date.now() } satisfies KeptWallet);
  else remove(KEY);
});

let lastToken = token.value;
token.subscribe((t) => {
  if (t === lastToken) return;
  lastToken = t;
  wallet.value = null;
});
