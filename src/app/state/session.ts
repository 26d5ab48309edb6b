// The session: token and user info as signals, mirrored to localStorage (keys `token`,
// `userInfo`, and the persisted store `lifeData`) so a reload keeps the user logged in.
import { signal, effect } from '@preact/signals';
import { readJson, readText, write, remove } from '../../lib/storage';
import type { User } from '../../api/types';

const isUser = (v: unknown): v is User => !!v && typeof v === 'object' && !Array.isArray(v) && 'id' in v;

function storedToken(): string {
  const t = readText('token');
  // a token is an opaque printable string; anything else was tampered with or corrupt
  return t && /^[\x21-\x7e]{8,512}$/.test(t) ? t : '';
}

export const token = signal<string>(storedToken());
export const userInfo = signal<User | null>(readJson<User>('userInfo', 'local', isUser));

effect(() => {
  if (token.value) write('token', token.value);
  else remove('token');
});

effect(() => {
  const user = userInfo.value;
  if (user) {
    write('userInfo', user);
    write('lifeData', { userInfo: user });
  } else {
    remove('userInfo');
    remove('lifeData');
  }
});

export function signIn(newToken: string, user: User): void {
  userInfo.value = user;
  token.value = newToken;
}
