// The wallet figures: shown on the earnings centre, refreshed there and after a withdrawal.
import { signal } from '@preact/signals';
import type { Wallet } from '../api/types';

export const wallet = signal<Wallet | null>(null);
