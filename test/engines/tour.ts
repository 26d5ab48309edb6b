// Every page of PAGE opened as the account that sees it, with its content: the contact sheet's
// table (scripts/screens/recipes.ts: the account, query and fixture of each page's loaded state),
// one account after another, each page by a change of the address in the running app. What a
// page must not show: 页面出错了, 页面加载失败, NaN, undefined, Invalid Date, or an error it did
// not catch. Where each text lies is kept for the comparison with the newest Chromium.
import { PAGE, type PageName } from '../../src/app/paths';
import { fixtures } from '../../scripts/screens/fixtures';
import { SCREENS } from '../../scripts/screens/recipes';
import { ACCOUNTS, type Account, type ScreenRecipe } from '../../scripts/screens/types';
import { type Engine, sleep } from './drivers/engine';
import { goTo, settle } from './actions';
import type { World } from './world';

/** A text and where it lies, in document pixels: its box's left, top and width. */
export interface TextBox {
  text: string;
  x: number;
  /** in document pixels; in viewport pixels where `fixed` */
  y: number;
  w: number;
  /** on a part fixed to the screen (an index bar, a footer): it lies where the screen puts it */
  fixed?: boolean;
  /** no text: the bottom of a block that stands for rows not shown (a long list's gap), as tall as the
   * rows the engine measured, so the text after it is placed against it */
  gap?: boolean;
}

/** Where each page's texts lie, by page. */
export type Layouts = Map<PageName, TextBox[]>;

/** The accounts in the order the tour signs in, the logged-out pages last. */
const ORDER: (Account | null)[] = ['partner', 'storeUser', 'director', 'newPartner', 'enterprise', 'cmo', null];

/**
 * The pages of the tour, by account. A page whose fixture changes what others show (签约完成 signs
 * the application the other signing pages show) is left to the signing journey, which ends there.
 */
export function tourPlan(): { account: Account | null; rows: ScreenRecipe[] }[] {
  const rows = SCREENS.flatMap((f) => f.screens).filter((r) => !r.alone);
  return ORDER.map((account) => ({ account, rows: rows.filter((r) => r.account === account) }));
}

export const ALONE: ScreenRecipe[] = SCREENS.flatMap((f) => f.screens).filter((r) => r.alone);

const GIVE_UP_AFTER = 3;

const SHOWS_A_FAILURE = /页面出错了|页面加载失败/;
const BROKEN_VALUE = /NaN|undefined|Invalid Date/;

/** What is wrong with the page on screen now (after it settled), each said with the page. */
export async function pageProblems(engine: Engine, where: string): Promise<string[]> {
  const text = await engine.run<string>('return E.text();');
  const problems: string[] = [];
  const failure = text.match(SHOWS_A_FAILURE);
  if (failure) problems.push(`${where}: shows ${failure[0]} (${text.replace(/\s+/g, ' ').slice(0, 120)})`);
  for (const line of text.split('\n').filter((l) => BROKEN_VALUE.test(l)))
    problems.push(`${where}: shows 「${line.trim().slice(0, 80)}」`);
  for (const error of await engine.errors()) problems.push(`${where}: uncaught ${error}`);
  if (!text.trim()) problems.push(`${where}: a blank screen`);
  return problems;
}

/** A page's place in a report: its name, the address opened, the account. */
export const whereOf = (row: ScreenRecipe, path: string) =>
  `${row.page} ${path} (${row.account ? ACCOUNTS[row.account].who : '未登录'})`;

export interface TourSteps {
  /** signs `account` in (null: signs out), on a fresh document: a problem of signing in, or null */
  signIn(account: Account | null): Promise<string | null>;
}

/**
 * Opens every page of the plan; `layouts` gets each page's texts. The problems found, one a line
 * (a page that fails does not stop the tour).
 */
export async function tour(engine: Engine, world: World, steps: TourSteps, layouts: Layouts): Promise<string[]> {
  const problems: string[] = [];
  const fixtureOf = fixtures(world);
  // pages that never come one after another: the app has stopped, and the rest would only wait
  let unsettled = 0;
  for (const { account, rows } of tourPlan()) {
    if (unsettled >= GIVE_UP_AFTER) {
      const who = account ? ACCOUNTS[account].who : '未登录';
      problems.push(`${engine.name}: ${GIVE_UP_AFTER} pages in a row never settled; the pages of ${who} not opened`);
      continue;
    }
    const signedIn = await steps.signIn(account);
    if (signedIn) problems.push(signedIn);
    const token = await engine.run<string>('return localStorage.getItem("token") || "";');
    for (const row of rows) {
      if (unsettled >= GIVE_UP_AFTER) break;
      const prepared = row.fixture ? await fixtureOf(row.fixture, token) : { query: row.query ?? '' };
      const path = PAGE[row.page] + prepared.query;
      const where = whereOf(row, path);
      if (prepared.session) {
        await engine.run('var s = arguments[0]; for (var k in s) sessionStorage.setItem(k, s[k]);', prepared.session);
      }
      try {
        await goTo(engine, path);
        unsettled = 0;
      } catch (e) {
        problems.push(`${where}: ${(e as Error).message}`);
        unsettled++;
      }
      // a page that leaves for an address outside the app and back (WeChat's authorisation) is
      // blank on its way, the longer the busier the machine: it is waited for until it shows (15 s)
      const shown = () => engine.run<string>('return E.text().trim();').catch(() => '');
      for (const until = Date.now() + 15000; !(await shown()) && Date.now() < until; ) {
        await sleep(300);
        await settle(engine).catch(() => {});
      }
      problems.push(...(await pageProblems(engine, where)));
      layouts.set(row.page, await engine.run<TextBox[]>('return E.texts();'));
    }
  }
  return problems;
}
