// Accessibility audit of every route of the route table (so a page added later is audited too):
// each opened as the account that sees it (the contact sheet's table, scripts/screens/recipes.ts,
// says which, with the query it needs; a link opened logged out, in a WeChat of its own), then
// axe-core run in the page. No violation of
// impact serious or critical may remain, except those listed in EXCEPTIONS with their reason.
// axe is evaluated from its source with page.evaluate: the devtools protocol runs that code
// whatever the page's Content-Security-Policy says (an injected <script> tag would be blocked),
// and the policy stays in force for everything the page itself does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { SCREENS } from '../../scripts/screens/recipes';
import { ACCOUNTS, type ScreenRecipe } from '../../scripts/screens/types';
import { GALLERY, PAGE } from '../../src/app/paths';
import { routes } from '../../src/app/routes';
import { DEV_WECHAT } from '../../mock-server/services/wechat-sdk';
import { appSuite, newPhone, type App } from './helpers';
import { serveWeChat } from './wechat-client';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PARTNER = ACCOUNTS.partner.mobile;

/** Each page's first screen of the contact sheet: who sees it, its query, the page it is opened from. */
const RECIPES = new Map<string, ScreenRecipe>(
  SCREENS.flatMap((f) => f.screens)
    .reverse()
    .map((recipe) => [PAGE[recipe.page], recipe]),
);

/** Pages about one store (`?id=`) that the contact sheet gives no id: one of the account's stores. */
const STORE_ID_PAGES: string[] = [
  PAGE.storeDetail,
  PAGE.storeActive,
  PAGE.setEarnings,
  PAGE.storeInfo,
  PAGE.storeSettlement,
];
/** Step pages of the signing flow (`?applyId=` of an application of the partner's). */
const APPLY_ID_PAGES: string[] = [
  PAGE.signedExplain,
  PAGE.signedConfirm,
  PAGE.signatureBoard,
  PAGE.xinbadaSign,
  PAGE.signedSuccess,
];

interface Exception {
  rule: string;
  /** a route path, or every route when left out */
  route?: string;
  reason: string;
}
/** Serious or critical findings accepted, each with why. */
const EXCEPTIONS: Exception[] = [];

/** The mobile of the account that sees the page (the partner where the sheet has no screen), or null: logged out. */
function account(path: string): string | null {
  const recipe = RECIPES.get(path);
  if (!recipe) return PARTNER;
  return recipe.account ? ACCOUNTS[recipe.account].mobile : null;
}

/**
 * The query a page needs, with real ids from the seed (asked of the API as the logged-in
 * account). The signing steps get a new application of the partner's, with the draft of a
 * partner who agreed and signed (so each step may show), and signed for 签约完成.
 */
const SIGN_UP = { level: 30, region: '440000' };
const application = { id: 0, signed: false };

/** A link a partner's customer opens in WeChat, logged out (一键支付, the store code's pages): the sheet has its query. */
const weChatLink = (path: string) => {
  const recipe = RECIPES.get(path);
  return recipe && !recipe.account && recipe.query ? recipe.query : null;
};

/**
 * Opens the WeChat link at `address` as WeChat does: a phone of its own whose WeChat is WeChat's own
 * script over the simulated client, holding the mock's development app id and ticket, and waits for
 * its way out and back (一键支付's authorisation) to end.
 */
async function openInWeChat(app: App, address: string): Promise<Page> {
  const context = await newPhone(app.browser);
  await serveWeChat(context, { appId: DEV_WECHAT.appId, ticket: DEV_WECHAT.jsapiTicket });
  await app.watchCsp(context);
  const page = await context.newPage();
  await page.goto(`${app.url}/#${address}`);
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {});
  await page.waitForURL(`**/#${address}`, { timeout: 10000 }).catch(() => {});
  return page;
}

async function prepare(app: App, path: string): Promise<string> {
  // the sheet's query where the page needs one from a signed-in account (a logged-out one's is a
  // WeChat link: openInWeChat)
  const recipe = RECIPES.get(path);
  if (recipe?.account && recipe.query) return recipe.query;
  const link = weChatLink(path);
  if (link) return link;
  if (STORE_ID_PAGES.includes(path)) {
    const { list } = await app.call<{ list: { id: number }[] }>('/api/store/listH5', {});
    return `?id=${list[0].id}`;
  }
  if (APPLY_ID_PAGES.includes(path) || path === PAGE.contractView) {
    const signatureUrl = '/mock-static/signature-sample.svg';
    // one application serves every step (a partner has one in progress); signed at 签约完成
    application.id ||= (
      await app.call<{ id: number }>('/api/applyIdentity/applyList', SIGN_UP, { key: 'a11y-apply' })
    ).id;
    const id = application.id;
    if (path === PAGE.signedSuccess && !application.signed) {
      await app.call('/api/getCode/getVerifyCode', { mobile: PARTNER, scene: 'sign' });
      await app.call(
        '/api/applyIdentity/fourSignThreeContract',
        { applyId: id, signatureUrl, code: '123456' },
        { key: 'a11y-sign' },
      );
      application.signed = true;
    }
    await app.page.evaluate(
      (draft) => sessionStorage.setItem('draft:signing', draft),
      JSON.stringify({ level: null, region: null, agreedApplyId: id, signature: { applyId: id, url: signatureUrl } }),
    );
    return `?applyId=${id}${path === PAGE.contractView ? '&preview=1' : ''}`;
  }
  if (path === PAGE.richText || path === PAGE.agreement) return '?name=agreement';
  return '';
}

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  /** each node's selector, with axe's first reason (e.g. the colours and ratio of a contrast finding) */
  targets: string[];
}

async function audit(page: Page): Promise<Finding[]> {
  // once per document (a page that went out and back, WeChat's authorisation, is a new one)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: unknown[] }> } }).axe;
    const { violations } = await axe.run({ resultTypes: ['violations'] });
    return (
      violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; any: { message: string }[]; failureSummary?: string }[];
      }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary ?? ''})`),
    }));
  });
}

/** Marks what `main` shows now, so that the page the next address renders is told from it. */
const markShown = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll('main > *')) el.setAttribute('data-audited', '');
  });

/**
 * Waits for the page at the address to show: the one shown before gone (when `marked`), no skeleton
 * and no loading bar for 300 ms. False when it did not within 10 s.
 */
async function settle(page: Page, marked: boolean): Promise<boolean> {
  const shown = () =>
    page
      .waitForFunction(
        (old) =>
          !(old && document.querySelector('main [data-audited]')) &&
          !document.querySelector('[aria-busy="true"], .app-loading-bar'),
        marked,
        { timeout: 10000 },
      )
      .then(
        () => true,
        () => false,
      );
  if (!(await shown())) return false;
  await page.waitForTimeout(300);
  return shown();
}

const a11y = appSuite('accessibility of every route');

// One document per account: the first of its routes is opened, the next ones are reached by their
// address in the same document, as a partner's taps reach them (a document costs this Chromium about
// a second of CPU; axe is evaluated once in it). A route that lands elsewhere is opened afresh.
a11y('every route has no serious or critical axe violation', async ({ app }) => {
  const failures: string[] = [];
  const lines: string[] = [];
  let total = 0;
  let page: Page | null = null;
  let signedIn: string | null | undefined;
  const byAccount = [...routes].sort((a, b) => (account(a.path) ?? '').localeCompare(account(b.path) ?? ''));
  for (const route of byAccount) {
    const mobile = account(route.path);
    if (mobile !== signedIn) {
      page = null;
      signedIn = mobile;
      if (mobile) await app.loginAs(mobile);
      else {
        await app.open(PAGE.login);
        await app.page.evaluate(() => localStorage.clear());
      }
    }
    const query = await prepare(app, route.path);
    const address = route.path + query;
    let settled: boolean;
    const inWeChat = weChatLink(route.path) !== null;
    if (inWeChat) {
      page = await openInWeChat(app, address);
      settled = await settle(page, false);
    } else {
      if (page) {
        await markShown(page);
        await page.evaluate((to) => (location.hash = to), address);
        settled = await settle(page, true);
      }
      if (!page || new URL(page.url()).hash.slice(1).split('?')[0] !== route.path) {
        // a store user's fresh start lands on 门店: such a page is opened from the one it is reached from
        const from = RECIPES.get(route.path)?.from;
        page = await app.open(from ? PAGE[from] : address);
        // a page with a video keeps a media request open, so "no network" may never come: wait a while
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
        settled = await settle(page, false);
        if (from) {
          await markShown(page);
          await page.evaluate((to) => (location.hash = to), address);
          settled = await settle(page, true);
        }
      }
    }
    // the gallery shows a skeleton among the kit's parts on purpose
    if (!settled! && route.path !== GALLERY) failures.push(`${address}: still loading after 10 s`);
    const found = await audit(page);
    const blocking = found.filter(
      (f) =>
        (f.impact === 'serious' || f.impact === 'critical') &&
        !EXCEPTIONS.some((e) => e.rule === f.id && (!e.route || e.route === route.path)),
    );
    total += found.length;
    const landed = new URL(page.url()).hash.slice(1);
    lines.push(
      `${String(found.length).padStart(3)} violations (${blocking.length} serious/critical)  ${address}` +
        `${landed.split('?')[0] === route.path ? '' : `  → ${landed}`}  as ${mobile ?? 'logged out'}`,
    );
    for (const f of blocking)
      failures.push(
        `${route.path}: [${f.impact}] ${f.id} (${f.help}) at ${f.targets.slice(0, 6).join(', ')}${f.targets.length > 6 ? ` and ${f.targets.length - 6} more` : ''}`,
      );
    for (const f of found.filter((x) => !blocking.includes(x)))
      lines.push(`      ${f.impact} ${f.id}: ${f.targets.slice(0, 3).join(', ')}`);
    if (inWeChat) {
      // its WeChat phone is done with: the account's next route opens the app's page afresh
      await page.context().close();
      page = null;
    }
  }
  console.log(`\n${lines.join('\n')}\n${routes.length} routes audited, ${total} violations in all\n`);
  assert.equal(failures, [], failures.join('\n'));
});

a11y.run();
