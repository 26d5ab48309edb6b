// `npm run screens [-- <page name substring>]`: the contact sheet. Starts the app against a fresh
// copy of the mock's seed, takes every state of every screen of recipes.ts at 375x667 in WeChat's
// user agent (one browser, a phone per account, SCREENS_TABS tabs at once, default 3), and writes
// screens/<feature>/<page>--<state>.png and screens/index.html.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM } from '../chromium.mjs';
import { CHROMIUM_ARGS, newPhone } from '../../test/browser/helpers';
import { PAGE } from '../../src/app/paths';
import { capture } from './capture';
import { tableProblems } from './coverage';
import { fixtures, type Prepared } from './fixtures';
import { SCREENS } from './recipes';
import { buildSheetApp, startSheetServer, type SheetServer } from './server';
import { renderSheet } from './sheet';
import { ACCOUNTS, type Account, type ScreenRecipe, type Shot, type StateRecipe } from './types';

const OUT = 'screens';
const TABS = Number(process.env.SCREENS_TABS) || 3;

/**
 * Where every phone is: in 上海, a municipality (the region a picked place files an address under),
 * on Beijing time as partners' phones are (the mock dates contracts in Beijing time).
 */
const WHERE = {
  timezoneId: 'Asia/Shanghai',
  geolocation: { latitude: 31.2304, longitude: 121.4737, accuracy: 30 },
  permissions: ['geolocation'],
};

/** One phone per account, logged in by its token in localStorage (as the app keeps it). */
function phones(browser: Browser, server: SheetServer) {
  const made = new Map<Account | null, Promise<{ context: BrowserContext; token: string }>>();
  const make = async (account: Account | null) => {
    if (!account) return { context: await newPhone(browser, WHERE), token: '' };
    const { token, userInfo } = await server.login(ACCOUNTS[account].mobile);
    const localStorage = [
      { name: 'token', value: token },
      { name: 'userInfo', value: JSON.stringify(userInfo) },
    ];
    const context = await newPhone(browser, {
      ...WHERE,
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
    });
    return { context, token };
  };
  return (account: Account | null) => {
    if (!made.has(account)) made.set(account, make(account));
    return made.get(account)!;
  };
}

/** A server with its phones and fixtures: the run's shared one, or one for a single state. */
function world(browser: Browser, server: SheetServer) {
  return { server, phoneOf: phones(browser, server), fixtureOf: fixtures(server) };
}
type World = ReturnType<typeof world>;

/**
 * A state that sends a form (submitted, or invalid when the server answers it) runs on a fresh
 * copy of the seed: what it saved, and the codes it asked for, never show on another screen.
 */
const accountOf = (row: ScreenRecipe, state: StateRecipe) =>
  state.account === undefined ? row.account : state.account;

const sends = (state: StateRecipe) => state.state === 'submitted' || state.state === 'invalid';

async function main() {
  const problems = tableProblems(SCREENS);
  if (problems.length) throw new Error(`recipes.ts does not cover the app:\n${problems.join('\n')}`);
  // `-- storeList,address`: the pages whose name contains any of them
  const only = (process.argv[2] ?? '').toLowerCase().split(',');
  const rows = SCREENS.flatMap(({ feature, screens }) => screens.map((screen) => ({ feature, screen })));
  const queue = rows.filter((r) => only.some((o) => r.screen.page.toLowerCase().includes(o)));

  const started = Date.now();
  // a run of some pages retakes those in the last sheet: the others stay (shots.json says what it has)
  const whole = queue.length === rows.length;
  const taken = new Set(queue.map((r) => r.screen.page));
  const SHOTS = join(OUT, 'shots.json');
  const kept: Shot[] = whole || !existsSync(SHOTS) ? [] : JSON.parse(readFileSync(SHOTS, 'utf8'));
  if (whole) rmSync(OUT, { recursive: true, force: true });
  for (const shot of kept.filter((s) => taken.has(s.page))) rmSync(join(OUT, shot.file), { force: true });
  const build = buildSheetApp();
  const shared = await startSheetServer(build.staticDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const sharedWorld = world(browser, shared);
  const shots: Shot[] = kept.filter((s) => !taken.has(s.page));

  async function shoot(on: World, row: ScreenRecipe, state: StateRecipe, loadedCalls: string[], file: string) {
    const { context, token } = await on.phoneOf(accountOf(row, state));
    const prepared: Prepared =
      row.fixture && state.query === undefined
        ? await on.fixtureOf(row.fixture, token)
        : { query: state.query ?? row.query ?? '' };
    const path = PAGE[row.page] + prepared.query;
    const got = await capture({
      context,
      url: `${on.server.url}/#${path}`,
      fromUrl: row.from && `${on.server.url}/#${PAGE[row.from]}`,
      state,
      session: prepared.session,
      loadedCalls,
      file,
    });
    return { path, got };
  }

  async function shootAlone(row: ScreenRecipe, state: StateRecipe, loadedCalls: string[], file: string) {
    const own = world(browser, await startSheetServer(build.staticDir));
    try {
      return await shoot(own, row, state, loadedCalls, file);
    } finally {
      const phone = await own.phoneOf(accountOf(row, state)).catch(() => null);
      await phone?.context.close();
      await own.server.close();
    }
  }

  async function screen(feature: string, row: ScreenRecipe) {
    const folder = join(OUT, feature.split(' ')[0]);
    mkdirSync(folder, { recursive: true });
    let loadedCalls: string[] = [];
    for (const [i, state] of row.states.entries()) {
      const name = `${row.page}--${state.state}${state.variant ? `-${i}` : ''}.png`;
      const file = join(folder, name);
      const { path, got } =
        sends(state) || row.alone
          ? await shootAlone(row, state, loadedCalls, file)
          : await shoot(sharedWorld, row, state, loadedCalls, file);
      if (state.state === 'loaded') loadedCalls = got.calls.map((c) => c.route);
      const landed = got.landed === path ? undefined : got.landed;
      shots.push({
        feature,
        page: row.page,
        path,
        ...state,
        account: accountOf(row, state),
        file: join(folder.slice(OUT.length + 1), name),
        landed,
        problems: got.problems,
        calls: got.calls,
      });
      const noted = got.problems.length ? ` (${got.problems.length} problems)` : '';
      console.log(`${row.page} ${state.state}${state.variant ? ` ${state.variant}` : ''}${noted}`);
    }
  }

  const workers = Array.from({ length: TABS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await screen(next.feature, next.screen);
  });
  try {
    await Promise.all(workers);
  } finally {
    await browser.close();
    await shared.close();
    build.remove();
  }
  const order = rows.map((r) => r.screen.page);
  shots.sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page));
  writeFileSync(SHOTS, JSON.stringify(shots));
  writeFileSync(join(OUT, 'index.html'), renderSheet(shots, new Date().toISOString()));
  console.log(`${shots.length} screens in ${Math.round((Date.now() - started) / 1000)} s: ${OUT}/index.html`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
