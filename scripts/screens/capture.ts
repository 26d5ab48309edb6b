// Takes one screenshot: a fresh tab of the account's phone, the state's scenario on the page's API
// calls, the page opened and settled, the state's steps, then the PNG and axe's contrast check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { isApiPath, scenarioGate } from './scenario';
import { PAGE } from '../../src/app/paths';
import type { StateRecipe, Step } from './types';

// a 1x1 PNG: what an upload step picks (the mock's OCR reads any licence photo)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface CaptureJob {
  context: BrowserContext;
  url: string;
  /** opened first, then the page from it, as a partner goes (see ScreenRecipe.from) */
  fromUrl?: string;
  state: StateRecipe;
  session?: Record<string, string>;
  /** the page's API calls in its loaded state (the default routes of a failure) */
  loadedCalls: readonly string[];
  file: string;
}

export interface Captured {
  /** every route called, once, with the scenario it was answered with (the first time) */
  calls: { route: string; scenario: string | null }[];
  landed: string;
  problems: string[];
}

/** Waits for the network to rest and the skeletons to go, then for a toast or a transition. */
async function settle(page: Page, problems: string[]): Promise<void> {
  // generous: two busy cores shared with other work make a page take seconds
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {});
  await page
    // a submit button stays busy while its confirm dialog asks: the dialog is what has settled
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"]') || !!document.querySelector('[role="dialog"]'),
      null,
      { timeout: 10000 },
    )
    .catch(() => problems.push('10 秒后仍在加载'));
  await page.waitForTimeout(250);
  // a part that comes in idle time (收益中心's sections) grows the page after the network rested;
  // a full-page shot taken as it grows comes out tiled, so wait for the height to hold
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height === last) break;
    last = height;
    await page.waitForTimeout(200);
  }
}

/**
 * The PNG. A whole page is shot by growing the phone's screen to the page's height first: Chromium's
 * own full-page capture came out as the first screen tiled over and over on 收益中心 in some runs.
 */
async function shoot(page: Page, file: string, whole: boolean): Promise<void> {
  const style = '.dev-panel { display: none; }';
  const screen = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!whole || !screen || height <= screen.height) return void (await page.screenshot({ path: file, style }));
  await page.setViewportSize({ width: screen.width, height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: file, style });
  await page.setViewportSize(screen);
}

async function take(page: Page, step: Step): Promise<void> {
  if ('submit' in step) {
    const button = page.locator('button[type="submit"]:visible').last();
    await button.click({ timeout: 3000 });
  } else if ('tap' in step) {
    // an open dialog is what the partner's finger meets first (the page behind it is masked)
    const dialogs = page.getByRole('dialog');
    const scope = (await dialogs.count()) ? dialogs.last() : page;
    await scope
      .getByRole('button', { name: step.tap })
      .or(scope.getByRole('link', { name: step.tap }))
      .or(scope.getByLabel(step.tap, { exact: true }))
      .first()
      .click();
  } else if ('fill' in step) {
    await page.getByLabel(step.fill).first().fill(step.value);
  } else if ('check' in step) {
    // a styled radio or checkbox hides its input: the partner taps the label
    await page.getByLabel(step.check).first().check({ force: true });
  } else if ('tapFirstIn' in step) {
    await page.getByRole('region', { name: step.tapFirstIn }).getByRole('button').first().click();
  } else if ('upload' in step) {
    const files = Array.from({ length: step.files }, (_, i) => ({
      name: `photo-${i}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }));
    await page.getByLabel(step.upload).first().setInputFiles(files);
  } else if ('draw' in step) {
    const box = await page.getByLabel(step.draw).first().boundingBox();
    if (!box) throw new Error(`${step.draw} is not on screen`);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    for (const [x, y] of [
      [0.35, 0.3],
      [0.5, 0.7],
      [0.65, 0.3],
      [0.8, 0.6],
    ]) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
    }
    await page.mouse.up();
  } else if ('scroll' in step) {
    await page.mouse.wheel(0, 20000);
  } else if ('revisit' in step) {
    await page.evaluate((home) => (location.hash = home), PAGE.home);
    await page.waitForSelector('main .home');
    await page.goBack();
  } else {
    await page.waitForTimeout(step.wait);
  }
}

/**
 * Text below its contrast ratio on its real background, as axe reports it; and text axe could not
 * judge (over a gradient or an image), to check by eye on the sheet.
 */
async function contrast(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Node = { target: string[]; any: { message: string }[] };
    type Found = { nodes: Node[] }[];
    const axe = (
      window as unknown as { axe: { run(c: object, o: object): Promise<{ violations: Found; incomplete: Found }> } }
    ).axe;
    // the developer panel is hidden in the shot, so it is left out here too
    const found = await axe.run(
      { exclude: ['.dev-panel'] },
      { runOnly: ['color-contrast'], resultTypes: ['violations', 'incomplete'] },
    );
    // no named function in here: tsx would wrap it in a helper the page does not have
    return (
      [
        ['对比度不足', found.violations],
        ['对比度待核对', found.incomplete],
      ] as [string, Found][]
    ).flatMap(([label, rules]) =>
      rules.flatMap((v) => v.nodes.map((n) => `${label}：${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`)),
    );
  });
}

export async function capture(job: CaptureJob): Promise<Captured> {
  const page = await job.context.newPage();
  const calls: Captured['calls'] = [];
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`页面错误：${e.message}`));
  const gate = scenarioGate(job.state.scenario, job.loadedCalls);
  // the page it is opened from is not the page's state: its calls pass and are not listed
  let armed = !job.fromUrl;
  await page.route(
    (u) => isApiPath(u.pathname),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!armed) return route.continue();
      const scenario = gate(path);
      if (!calls.some((c) => c.route === path)) calls.push({ route: path, scenario });
      return route.continue(
        scenario ? { headers: { ...route.request().headers(), 'x-mock-scenario': scenario } } : undefined,
      );
    },
  );
  // the phone stays in the partner's hand: tabs of the other shots opening beside this one must not
  // read as the app hidden and shown again (an app show takes a store user back to 门店)
  await page.addInitScript(() => {
    document.addEventListener('visibilitychange', (e) => e.stopImmediatePropagation(), true);
  });
  if (job.session) {
    await page.addInitScript((entries) => {
      // a sandboxed frame (a contract's HTML) has no storage: only the app's document takes it
      if (window.top !== window) return;
      for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, job.session);
  }
  try {
    if (job.fromUrl) {
      await page.goto(job.fromUrl);
      // the launch flow first (it may take a store user to 门店 once the user info is in), then the tap
      const from = new URL(job.fromUrl).hash;
      await page.waitForFunction((h) => location.hash === h, from, { timeout: 10000 }).catch(() => {});
      await settle(page, []);
      // the launch flow's decision on the fresh user info can come after the page has settled
      await page.waitForTimeout(1500);
      armed = true;
      await page.evaluate((hash) => {
        location.hash = hash;
      }, new URL(job.url).hash);
    } else await page.goto(job.url);
    await settle(page, problems);
    for (const step of job.state.steps ?? []) {
      await take(page, step).catch((e: Error) =>
        problems.push(`步骤 ${JSON.stringify(step)} 未完成：${e.message.split('\n')[0]}`),
      );
      await settle(page, problems);
    }
    // the whole page, but a scrolled state as the phone shows it (a fixed bar would land mid-page)
    const scrolled = (job.state.steps ?? []).some((s) => 'scroll' in s);
    // the developer tools' 模拟 tab sits on every screen of a dev build: not what a partner sees
    await shoot(page, job.file, !scrolled);
    problems.push(...(await contrast(page)));
  } catch (e) {
    problems.push(`截图失败：${(e as Error).message.split('\n')[0]}`);
  }
  const landed = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await page.close();
  return { calls, landed, problems };
}
