import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decideAppShow } from '../../src/app/launch-decision';
import type { User } from '../../src/api/types';

// DESIGN.md section 5 and SPEC.md section 4, written out here rather than imported from the rule
// under test: the pages a store user may stay on, and the role levels exempt from the store home.
const STORE_USER_PAGES = [
  '/pages/storeHome/storeHome',
  '/pages/certificationState/index',
  '/pages/realAuth/index',
  '/pages/enterpriseCertification/index',
  '/pages/withdraw/index',
];
const EXEMPT_ROLE_LEVELS = [20, 30, 40] as const;

const at = (hash: string, search = '') => `http://localhost:3000/${search}#${hash}`;
const user = (over: Partial<User> = {}): User => ({
  id: 1,
  mobile: '13800000001',
  nickname: 'n',
  avatar: '',
  realName: '',
  idCardMasked: '',
  shopUserStatus: 0,
  roleLevel: 10,
  levelName: '',
  certType: null,
  certStatus: 0,
  inviterId: null,
  inviteCode: 'TEST01',
  createdAt: '',
  ...over,
});

const t = suite('decideAppShow');

t('1. a oneClickPay hash relaunches on one-click pay, before anything else', () => {
  assert.equal(decideAppShow(at('/pages/oneClickPay/oneClickPay?amount=1'), undefined), {
    type: 'relaunch',
    url: '/pages/oneClickPay/oneClickPay?amount=1',
  });
  assert.equal(decideAppShow(at('/pages/index/index?from=oneClickPay'), undefined), {
    type: 'relaunch',
    url: '/pages/oneClickPay/oneClickPay',
  });
  assert.equal(decideAppShow(at('/x?oneClickPay=1', '?storeQrCode&c=1&r=2&s=3'), undefined).type, 'relaunch');
});

t('2. storeQrCode with c, r and s relaunches on linkMini with them (query or hash)', () => {
  assert.equal(decideAppShow(at('/', '?storeQrCode=1&c=A&r=B&s=C'), undefined), {
    type: 'relaunch',
    url: '/pages/linkMini/linkMini?c=A&r=B&s=C',
  });
  assert.equal(decideAppShow(at('/storeQrCode?c=1&r=2&s=3'), undefined), {
    type: 'relaunch',
    url: '/pages/linkMini/linkMini?c=1&r=2&s=3',
  });
});

t('2. storeQrCode missing a parameter falls through to fetching the user', () => {
  assert.equal(decideAppShow(at('/', '?storeQrCode=1&c=A&r=B'), undefined), { type: 'fetch-user' });
});

t('3. oneClickTransfer is left alone; otherwise the user is fetched', () => {
  assert.equal(decideAppShow(at('/pages/oneClickTransfer/oneClickTransfer?to=x'), undefined), { type: 'stay' });
  assert.equal(decideAppShow(at('/pages/index/index'), undefined), { type: 'fetch-user' });
});

t('4. a store user of a non-exempt role is sent to the store home from any other page', () => {
  // 10 is the ordinary partner; 0 and 50 stand for levels the server may add: only 20/30/40 are exempt
  for (const level of [10, 0, 50]) {
    const storeUser = user({ shopUserStatus: 1, roleLevel: level as User['roleLevel'] });
    for (const page of ['/pages/index/index', '/pages/bankCard/index', '/pages/withdrawList/index']) {
      assert.equal(
        decideAppShow(at(page), storeUser),
        { type: 'go-store-home', url: '/pages/storeHome/storeHome' },
        `roleLevel ${level} on ${page}`,
      );
    }
  }
  assert.equal(decideAppShow(at('/'), user({ shopUserStatus: 1 })).type, 'go-store-home');
});

t('4. roles 20, 30 and 40 are not forced to the store home (relaunch on the page instead)', () => {
  for (const level of EXEMPT_ROLE_LEVELS) {
    assert.equal(
      decideAppShow(at('/pages/index/index'), user({ shopUserStatus: 1, roleLevel: level })),
      { type: 'relaunch', url: '/pages/index/index' },
      `roleLevel ${level}`,
    );
  }
});

t('5. a store user on each of the five allowed pages stays', () => {
  for (const page of STORE_USER_PAGES) {
    assert.equal(decideAppShow(at(`${page}?a=1`), user({ shopUserStatus: 1 })), { type: 'stay' }, page);
    for (const level of EXEMPT_ROLE_LEVELS) {
      assert.equal(decideAppShow(at(page), user({ shopUserStatus: 1, roleLevel: level })), { type: 'stay' }, page);
    }
  }
});

t('5. every other case relaunches on the current hash path (with its query)', () => {
  assert.equal(decideAppShow(at('/pages/withdraw/index?x=1'), user()), {
    type: 'relaunch',
    url: '/pages/withdraw/index?x=1',
  });
  assert.equal(decideAppShow(at('/pages/index/index'), null), { type: 'relaunch', url: '/pages/index/index' });
  assert.equal(decideAppShow('http://localhost:3000/', null), { type: 'relaunch', url: '/' });
  assert.equal(decideAppShow(at('/pages/storeHome/storeHome'), user({ shopUserStatus: 0 })).type, 'relaunch');
});

t('garbage in the URL never throws', () => {
  assert.equal(decideAppShow(at('%%%/??&&=', '?storeQrCode&c=%E0%A4'), undefined).type, 'fetch-user');
});

t.run();
