// The session store (DESIGN.md section 6, SPEC.md section 3): token and user info as signals,
// mirrored to localStorage under `token` and `userInfo`, the user info also in the persisted
// store `lifeData`, read back at start, and corrupt stored values dropped instead of a crash.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signIn, token, userInfo } from '../../../src/app/state/session';
import type { User } from '../../../src/api/types';

const USER: User = {
  id: 1001,
  mobile: '13800000001',
  nickname: '张伟',
  avatar: '',
  realName: '张*',
  idCardMasked: '1101**********002X',
  shopUserStatus: 0,
  roleLevel: 10,
  levelName: '合伙人',
  certType: 'personal',
  certStatus: 2,
  inviterId: null,
  inviteCode: 'TEST01',
  createdAt: '2026-01-05T09:07:00.000Z',
};
const TOKEN = 'token-0123456789';

const stored = (key: string) => localStorage.getItem(key);
const storedJson = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** The store as a fresh app start finds it: a new instance of the module, reading what is stored now. */
let starts = 0;
async function start(): Promise<typeof import('../../../src/app/state/session')> {
  return import(`../../../src/app/state/session.ts?start=${++starts}`);
}

test.before.each(() => {
  token.value = '';
  userInfo.value = null;
  localStorage.clear();
});
test.after.each(() => {
  token.value = '';
  userInfo.value = null;
  localStorage.clear();
});

test('signing in writes the token to `token` and the user info to `userInfo` and to `lifeData`', () => {
  signIn(TOKEN, USER);
  assert.is(stored('token'), TOKEN);
  assert.equal(storedJson('userInfo'), USER);
  assert.equal(storedJson('lifeData'), { userInfo: USER });
});

test('fresh user info (the launch flow, a pull to refresh) reaches both userInfo and lifeData', () => {
  signIn(TOKEN, USER);
  userInfo.value = { ...USER, certStatus: 1, nickname: '张伟2' };
  assert.is((storedJson('userInfo') as User).nickname, '张伟2');
  assert.equal(storedJson('lifeData'), { userInfo: { ...USER, certStatus: 1, nickname: '张伟2' } });
});

test('a start reads the stored session back', async () => {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('userInfo', JSON.stringify(USER));
  const session = await start();
  assert.is(session.token.value, TOKEN);
  assert.equal(session.userInfo.value, USER);
  assert.equal(storedJson('lifeData'), { userInfo: USER }, 'the persisted store is written from it');
});

test('a start with nothing stored has no session and leaves no keys behind', async () => {
  localStorage.setItem('lifeData', JSON.stringify({ userInfo: USER }));
  const session = await start();
  assert.is(session.token.value, '');
  assert.is(session.userInfo.value, null);
  assert.equal([stored('token'), stored('userInfo'), stored('lifeData')], [null, null, null]);
});

test('corrupt stored JSON is dropped at start, not a crash', async () => {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('userInfo', '{"id":1001,"mobile":');
  localStorage.setItem('lifeData', '{broken');
  const session = await start();
  assert.is(session.userInfo.value, null);
  assert.is(stored('userInfo'), null, 'the corrupt entry is removed');
  assert.is(stored('lifeData'), null);
  assert.is(session.token.value, TOKEN, 'a good token is kept');
});

test('stored user info of the wrong shape, and a malformed token, are dropped too', async () => {
  for (const [text, token] of [
    ['[1,2,3]', 'x y'],
    ['{"mobile":"13800000001"}', 'short'],
    ['null', `${'a'.repeat(600)}`],
    ['"张伟"', '令牌0123456789'],
  ]) {
    localStorage.setItem('userInfo', text);
    localStorage.setItem('token', token);
    const session = await start();
    assert.is(session.userInfo.value, null, text);
    assert.is(session.token.value, '', token);
    assert.equal([stored('token'), stored('userInfo')], [null, null], `${text} / ${token}`);
  }
});

test('signing out (no token, no user) removes token, userInfo and lifeData', () => {
  signIn(TOKEN, USER);
  token.value = '';
  assert.is(stored('token'), null, 'what a 401 does: the token goes');
  assert.equal(storedJson('userInfo'), USER, 'the user info stays until someone signs in');
  userInfo.value = null;
  assert.equal([stored('token'), stored('userInfo'), stored('lifeData')], [null, null, null]);
});

test('storage that refuses to write (quota) or to open (private mode) keeps the session in memory', () => {
  const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  const quotaExceeded = () => {
    throw new Error('QuotaExceededError');
  };
  const full = { value: { getItem: () => null, removeItem: () => {}, setItem: quotaExceeded }, configurable: true };
  const refused = {
    get: () => {
      throw new Error('SecurityError');
    },
    configurable: true,
  };
  try {
    for (const storage of [full, refused]) {
      Object.defineProperty(globalThis, 'localStorage', storage);
      signIn(TOKEN, { ...USER });
      assert.is(token.value, TOKEN);
      assert.equal(userInfo.value, USER);
      token.value = '';
      userInfo.value = null;
    }
  } finally {
    Object.defineProperty(globalThis, 'localStorage', real);
  }
  assert.is(stored('token'), null, 'nothing reached the real storage');
});

test.run();
