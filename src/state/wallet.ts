// The wallet figures: shown on the earnings centre, refreshed there and after a withdrawal. They
// belong to the session that loaded them: a change of token (sign-out, a 401, another user
// signing in) drops them, so no one is shown the money of the user before.
import { signal } from '@preact/signals';
import type { Wallet } from '../api/types';
import { token } from './session';

export const wallet = signal<Wallet | null>(null);

token.subscribe(() => {
  wallet.value = null;
});
