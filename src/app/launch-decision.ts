// The "app show" rules of DESIGN.md section 5 as a pure function of (url, user info), so each
// branch is tested on its own; launch.ts carries out what it decides.
import type { User } from '../api/types';
import { PAGE } from './paths';
import { storeUserRule } from './store-user';
import { isStoreQrLink } from '../lib/validators/storeQr';
import { ONE_CLICK_PAY_MARK } from '../lib/launch-links';

export type LaunchDecision =
  | { type: 'relaunch'; url: string }
  /** step 3: fetch user info, then ask again with it (null when there is no token) */
  | { type: 'fetch-user' }
  | { type: 'go-store-home'; url: string }
  | { type: 'stay' };

function hashOf(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? '' : url.slice(i + 1);
}

/** The page path inside the hash (`/` when none). */
export function hashPath(url: string): string {
  const hash = hashOf(url);
  const path = hash.split('?')[0].replace(/\/+$/g, '');
  return path.startsWith('/') ? path : '/';
}

/** Query parameters from both the real query string and the hash's query. */
function allParams(url: string): URLSearchParams {
  const params = new URLSearchParams();
  const hash = hashOf(url);
  const search = url.split('#')[0].split('?')[1] || '';
  const hashSearch = hash.split('?')[1] || '';
  for (const part of [search, hashSearch]) {
    try {
      for (const [k, v] of new URLSearchParams(part)) params.set(k, v);
    } catch {
      // malformed query: ignore it
    }
  }
  return params;
}

/**
 * `user` is undefined before step 3 has run, null when there is no session, else the fresh
 * user info.
 */
export function decideAppShow(url: string, user: User | null | undefined): LaunchDecision {
  if (hashOf(url).includes(ONE_CLICK_PAY_MARK)) {
    // the page's own link keeps its query (the amount to pay); any other hash naming it opens it bare
    return { type: 'relaunch', url: hashPath(url) === PAGE.oneClickPay ? hashOf(url) : PAGE.oneClickPay };
  }

  if (isStoreQrLink(url)) {
    const params = allParams(url);
    const [c, r, s] = ['c', 'r', 's'].map((k) => params.get(k));
    if (c != null && r != null && s != null) {
      return { type: 'relaunch', url: `${PAGE.linkMini}?${new URLSearchParams({ c, r, s })}` };
    }
  }
  // the one-click transfer middle page forwards by its own parameters: leave it alone
  if (url.includes('oneClickTransfer')) return { type: 'stay' };

  if (user === undefined) return { type: 'fetch-user' };

  const rule = storeUserRule(hashPath(url), user);
  if (rule === 'stay') return { type: 'stay' };
  if (rule === 'store-home') return { type: 'go-store-home', url: PAGE.storeHome };
  return { type: 'relaunch', url: hashOf(url) || '/' };
}
