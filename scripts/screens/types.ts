// The words of the contact sheet: who is logged in, which state of a screen, and how a state is
// reached (a mock scenario on the page's API calls, then steps a partner takes).
import type { PageName } from '../../src/app/paths';

/** The seed accounts of README's table, by the role they play on the sheet. */
export const ACCOUNTS = {
  partner: { mobile: '13800000001', who: '普通合伙人' },
  storeUser: { mobile: '13800000002', who: '门店用户' },
  director: { mobile: '13800000003', who: '市级总监' },
  newPartner: { mobile: '13800000004', who: '新合伙人' },
  enterprise: { mobile: '13800000005', who: '企业合伙人' },
  cmo: { mobile: '13800000006', who: 'CMO' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** The states a page can be shot in; a screen lists the ones it has. */
export type StateName = 'loaded' | 'empty' | 'failed' | 'invalid' | 'submitted';

/**
 * A mock scenario sent (as X-Mock-Scenario) on the page's API calls. `routes` left out: for
 * `empty` every call, for a failure the routes the page called in its loaded state (its loads).
 * `times`: how many matching calls get it (default all), e.g. 1 to fail once and then retry.
 */
export interface Scenario {
  name: 'server-error' | 'empty' | 'business-error' | 'drop';
  routes?: string[];
  times?: number;
  /** how many matching calls pass first (1: the first page loads, the second fails) */
  skip?: number;
}

/** What a partner does once the page has settled; each step waits for the page to settle again. */
export type Step =
  /** the form's submit button (type=submit), or the button named so */
  | { submit: true }
  /** a button or link named so, else the control labelled so (a picker field) */
  | { tap: string }
  | { fill: string; value: string }
  | { check: string }
  /** the first button in the region labelled so (a list's first item) */
  | { tapFirstIn: string }
  /** `files` small PNGs given to the file input labelled so (a photo the partner picked) */
  | { upload: string; files: number }
  /** a stroke drawn across the element labelled so (a signature) */
  | { draw: string }
  | { scroll: 'bottom' }
  /** the earnings centre opened, then back: the page visited again (it shows its kept answer and asks again) */
  | { revisit: true }
  | { wait: number };

export interface StateRecipe {
  state: StateName;
  /** a second screenshot of the same state says what differs (e.g. 第二页失败) */
  variant?: string;
  scenario?: Scenario;
  steps?: Step[];
  /** another seed account than the row's, for a state only it reaches (e.g. one without real-name) */
  account?: Account | null;
  /** another query than the row's (e.g. an address to edit instead of a new one) */
  query?: string;
}

/** Values a page needs that the seed only knows at run time (an id, a new application). */
export type FixtureName = 'firstStore' | 'application' | 'signedApplication';

export interface ScreenRecipe {
  page: PageName;
  /** null: logged out */
  account: Account | null;
  /** appended to the path, e.g. `?id=7` */
  query?: string;
  fixture?: FixtureName;
  /**
   * The page a partner opens this one from, opened first in every state: where a sent form goes
   * back to (a fresh tab has nothing behind the page, and 返回 would leave the app), and the way
   * in for a store user, whom a fresh start takes to 门店.
   */
  from?: PageName;
  /** every state on a fresh copy of the seed: its fixture changes what other rows show (a signed application) */
  alone?: true;
  states: StateRecipe[];
}

/** One screenshot as the sheet shows it. */
export interface Shot {
  feature: string;
  page: PageName;
  path: string;
  state: StateName;
  variant?: string;
  account: Account | null;
  /** the PNG, relative to the sheet's folder */
  file: string;
  /** where the page ended up when it is not the path opened (a redirect) */
  landed?: string;
  /** what went wrong taking it, or what axe found (text below 4.5:1) */
  problems: string[];
  /** the API routes the page called, those answered with the state's scenario marked */
  calls: { route: string; scenario: string | null }[];
}
