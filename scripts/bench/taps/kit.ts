// The words of the taps walk: what a partner does on a screen, as playwright calls that wait for
// the page to settle after each, so the next interaction measures itself and not the last one's load.
import type { Page } from 'playwright-core';
import { PAGE, type PageName } from '../../../src/app/paths';

/** Where the walk's mock answers its developer routes (the image captcha's answer); set by benchTaps. */
export const mock = { url: '' };

/** One thing a partner does on the page, waited for as the walk's words below say. */
export type Step = (page: Page) => Promise<unknown>;

/** A screen's part of the walk: its name (for a step that could not be done), then its steps in order. */
export type Visit = [screen: string, ...steps: Step[]];

/** The seed accounts the walk logs in as (SCREENS.md), or null for a visitor before login. */
export const WALKERS = {
  partner: '13800000001',
  director: '13800000003',
  newPartner: '13800000004',
  enterprise: '13800000005',
  cmo: '13800000006',
} as const;
export type Walker = keyof typeof WALKERS | null;

/** A 1x1 PNG: a photo for an uploader (the mock's OCR reads any picture). */
export const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The page's answers in and its chunks run (a page that keeps loading, a contract's frame, gets 5 s). */
export const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(400);
};

/** Until the address is `name`'s page (with any query). */
export const landedOn =
  (name: PageName): Step =>
  (page) =>
    page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, PAGE[name]);

/** An address typed in (a page no screen links to, or the walk's start on another account). */
export const go =
  (name: PageName, query = ''): Step =>
  async (page) => {
    await page.evaluate((to) => (location.hash = to), `${PAGE[name]}${query}`);
    await landedOn(name)(page);
    await settled(page);
  };

/** A link opened as one is from WeChat or a scanned code: a document of its own, `href` on the app's address. */
export const openLink =
  (href: string): Step =>
  async (page) => {
    const app = new URL(page.url()).origin;
    await page.goto('about:blank');
    await page.goto(`${app}${href}`, { waitUntil: 'networkidle' });
    await settled(page);
  };

/** A tap on the link to `name`'s page (the first, if several), then the page settled. */
export const follow =
  (name: PageName): Step =>
  async (page) => {
    await page.locator(`a[href^="#${PAGE[name]}"]`).first().click();
    await landedOn(name)(page);
    await settled(page);
  };

/** Back on the earnings centre, a tap on its link to `name`. */
export const fromHome =
  (name: PageName): Step =>
  async (page) => {
    await go('home')(page);
    await follow(name)(page);
  };

/** A tap on the button (or link, or tab) named `name` (a string exactly). */
export const tap =
  (name: string | RegExp, nth = 0): Step =>
  async (page) => {
    const exact = typeof name === 'string';
    const named = (role: 'button' | 'link' | 'tab') => page.getByRole(role, { name, exact });
    await named('button').or(named('link')).or(named('tab')).nth(nth).click();
    await settled(page);
  };

/**
 * 获取验证码 tapped; when the server asks for the image captcha first (a mobile's fourth code within
 * the hour, which the walk's own logins reach by 签约), its answer is typed as the partner would and
 * 获取验证码 tapped again.
 */
export async function sendCode(page: Page) {
  const image = page
    .waitForResponse((r) => r.url().includes('/common/front/captcha'), { timeout: 5000 })
    .catch(() => null);
  await tap('获取验证码')(page);
  if (!(await page.getByLabel('图形验证码', { exact: true }).isVisible())) return;
  const { data } = await (await image)!.json();
  const answer = await (await fetch(`${mock.url}/__mock/captcha/${data.captchaKey}`)).json();
  await type('图形验证码', answer.data.answer)(page);
  await tap('获取验证码')(page);
}

/**
 * A paged list's end brought on screen as a finger does, and 加载更多 tapped if it is on screen then.
 * The list loads its next page by itself once its end comes within reach (ui/List.tsx), so with an
 * IntersectionObserver the button is on screen at rest only when that failed. A tap on it by name
 * scrolled it into view, which loaded a page instead, then again, until all was loaded and the
 * button gone: the click waited for one that never came (名下洗护卡: 56 cards, then the timeout).
 */
export async function toListEnd(page: Page) {
  await page.mouse.wheel(0, await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0));
  await settled(page);
  // the page it loads by itself is in before the walk goes on
  await page.getByText('正在加载...').waitFor({ state: 'hidden', timeout: 15000 });
  const more = page.getByRole('button', { name: '加载更多', exact: true });
  const onScreen = async () =>
    (await more.count()) > 0 &&
    (await more.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }));
  if (await onScreen()) await tap('加载更多')(page);
}

/** Each tab in turn, then the first again. */
export async function everyTab(page: Page) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    await tabs.nth(i).click();
    await settled(page);
  }
  await tabs.first().click();
  await settled(page);
}

/** Typed key by key into the field labelled `label`, as a thumb types. */
export const type =
  (label: string, text: string): Step =>
  async (page) => {
    await page.getByLabel(label, { exact: true }).pressSequentially(text);
    await page.waitForTimeout(300);
  };

/** A search typed, given time to answer, then cleared. */
export const search =
  (label: string, text: string): Step =>
  async (page) => {
    await type(label, text)(page);
    await settled(page);
    await page.getByLabel(label, { exact: true }).fill('');
    await settled(page);
  };

/** The open sheet or dialog closed as a back gesture closes it. */
export async function dismiss(page: Page) {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
}

/** A browser back (the nav bar's arrow does the same), then the page settled. */
export async function back(page: Page) {
  await page.goBack();
  await settled(page);
}
